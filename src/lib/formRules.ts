/** Spec 1 §5: blank or whitespace-only fails a required text; each field names its own message. */
export function requiredText(message: string) {
  return (value: unknown, callback: (error?: string) => void) => {
    callback(typeof value === 'string' && value.trim() ? undefined : message);
  };
}

/** Spec 1 §5 (brand): an empty field and a field of only spaces get different messages. */
export function requiredTrimmedText(emptyMessage: string, blankMessage: string) {
  return (value: unknown, callback: (error?: string) => void) => {
    if (typeof value !== 'string' || value === '') return callback(emptyMessage);
    callback(value.trim() ? undefined : blankMessage);
  };
}
