/**
 * Every change the admin API accepted, for what shows a summary of the account's data beside the screen
 * that changed it (the shell's getting-started guide): it looks again after a write instead of polling.
 */
type WriteListener = (method: string, path: string) => void;

const listeners = new Set<WriteListener>();

export function onApiWrite(listener: WriteListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function noteApiWrite(method: string, path: string): void {
  if (method === 'GET') return;
  for (const listener of listeners) listener(method, path);
}
