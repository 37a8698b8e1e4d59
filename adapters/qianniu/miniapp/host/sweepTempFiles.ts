import { callMy } from './callApi';
import type { HostFileSystem, HostMy } from './platform';
import { tempFileCreatedAt } from './tempFileName';

/**
 * How old a temporary file must be before a start counts it as a leftover. Far past the longest a live
 * transfer of another host page can take (chunks at most two idle minutes apart into a 10 MB file, then
 * up to 30 minutes in the save dialog), so a second page's transfer is never swept from under it.
 */
export const STALE_TEMP_FILE_MS = 6 * 60 * 60_000;

export interface SweepOptions {
  my: HostMy;
  /** Per file system call. */
  timeoutMs: number;
  now?: () => number;
  staleAfterMs?: number;
}

/**
 * Unlinks the temporary files a client killed in mid-transfer left in USER_DATA_PATH, whose caps
 * (10 MB a file, 50 MB in all) they would otherwise use up for good. Only the host's own names, and only
 * those created more than `staleAfterMs` ago (or as far ahead, after the clock was set back), are
 * touched. Best effort: a client without `readdir`, or one that fails, leaves everything as it is.
 * Resolves how many files it unlinked; never rejects.
 */
export async function sweepStaleTempFiles(options: SweepOptions): Promise<number> {
  const { my, timeoutMs, now = Date.now, staleAfterMs = STALE_TEMP_FILE_MS } = options;
  let files: HostFileSystem;
  let root: string;
  try {
    files = my.getFileSystemManager();
    root = my.env.USER_DATA_PATH.replace(/\/+$/, '');
  } catch {
    return 0;
  }
  const { readdir } = files ?? {};
  if (typeof readdir !== 'function' || typeof root !== 'string' || root === '') return 0;

  let names: unknown;
  try {
    names = (await callMy<{ files: string[] }>((callbacks) => readdir.call(files, { dirPath: root, ...callbacks }), { timeoutMs })).files;
  } catch {
    return 0;
  }
  if (!Array.isArray(names)) return 0;

  const at = now();
  let unlinked = 0;
  // One at a time: the client's file system is shared with the transfers that start meanwhile.
  for (const entry of names) {
    if (typeof entry !== 'string') continue;
    const name = entry.slice(entry.lastIndexOf('/') + 1);
    const created = tempFileCreatedAt(name);
    if (created === undefined || Math.abs(at - created) <= staleAfterMs) continue;
    try {
      await callMy((callbacks) => files.unlink({ filePath: `${root}/${name}`, ...callbacks }), { timeoutMs });
      unlinked += 1;
    } catch {
      // Gone already, or not ours to delete: the next start tries again.
    }
  }
  return unlinked;
}
