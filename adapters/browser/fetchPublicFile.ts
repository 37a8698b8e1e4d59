/**
 * An image the console downloads (an order's print file) from wherever it is hosted. No credentials go
 * with it: the file hosts are public, and a cookie sent to another origin is no business of theirs.
 */
export const fetchPublicFile = (url: string, init: { signal?: AbortSignal } = {}): Promise<Response> =>
  fetch(url, { signal: init.signal, credentials: 'omit', cache: 'no-store' });
