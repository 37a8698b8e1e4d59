/** The console's form rule for a hex colour, read as the contract reads it (contract/hexColor.ts). */
import { parseHexColor } from '../../contract/hexColor';

/**
 * A form rule: `required` when empty (null: empty is allowed), `invalid` when the text is not a hex
 * colour. The texts are the caller's: each form has its own wording (spec 1 §8, spec 2 §5).
 */
export function hexColorRule({ required, invalid }: { required: string | null; invalid: string }) {
  return (value: unknown, callback: (error?: string) => void) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) return callback(required ?? undefined);
    callback(parseHexColor(text) ? undefined : invalid);
  };
}
