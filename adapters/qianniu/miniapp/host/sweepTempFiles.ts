import { callMy } from './callApi';
import type { HostFileSystem, HostMy } from './platform';
import { tempFileCreatedAt } from './tempFileName';

/**
 * How old a temporary file must be before a start counts it as a leftover: far past what a live transfer
 * of another host page takes (a 10 MB file in chunks, then up to 30 minutes in the save dialog). No limit
 * stops a sender that trickles chunks for longer; if one did, its next write would fail with the client's
 * 10022 and the seller would see the transfer fail, not a partial file.
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
 * (10 MB a file, 50 MB in all) they would otherwise use up for good. Only the host's own names directly in
 * that folder, and only those created more than `staleAfterMs` ago (or dated as far ahead, after the clock
 * was set back), are touched. Best effort: a client without `readdir`, or one that fails, leaves everything
 * as it is. Resolves how many files it unlinked; never rejects (the page does not wait for it).
 */
export async function sweepStaleTempFiles(options: SweepOptions): Promise<number> {
  try {
    return await sweep(options);
  } catch {
    return 0;
  }
}

async function sweep(options: SweepOptions): Promise<number> {
  const { my, timeoutMs, now = Date.now, staleAfterMs = STALE_TEMP_FILE_MS } = options;
  const files: HostFileSystem | undefined = my.getFileSystemManager();
  const root = my.env.USER_DATA_PATH.replace(/\/+$/, '');
  const readdir = files?.readdir;
  if (!files || typeof readdir !== 'function' || root === '') return 0;

  // A failed or hung listing rejects, and sweepStaleTempFiles makes that 0.
  const listed = await callMy<{ files: unknown }>((callbacks) => readdir.call(files, { dirPath: root, ...callbacks }), { timeoutMs });
  const names = listed?.files;
  if (!Array.isArray(names)) return 0;

  const at = now();
  let unlinked = 0;
  // One at a time: the client's file system is shared with the transfers that start meanwhile.
  for (const entry of names) {
    const name = directChild(entry, root);
    const created = name === undefined ? undefined : tempFileCreatedAt(name);
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

/** A listed entry's name if it lies directly in `root`: a bare name, or the root's path and a name. */
function directChild(entry: unknown, root: string): string | undefined {
  if (typeof entry !== 'string') return undefined;
  const name = entry.startsWith(`${root}/`) ? entry.slice(root.length + 1) : entry;
  return name.includes('/') ? undefined : name;
}
