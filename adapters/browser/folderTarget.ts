import { ADAPTER_TEXT } from '../messages';
import type { SaveOptions, SaveSource, SaveTarget } from '../types';

/** The File System Access API as far as a save into a picked folder uses it (Chromium 86+; not yet in lib.dom). */
export interface WritableFile {
  write(data: Blob | Uint8Array): Promise<void>;
  /** Sets the file's size (zeros past the end), leaving the write position where it was unless past it. */
  truncate(size: number): Promise<void>;
  close(): Promise<void>;
  abort(reason?: unknown): Promise<void>;
}
export interface PickedFolder {
  readonly name: string;
  getFileHandle(name: string, options?: { create?: boolean }): Promise<{ createWritable(): Promise<WritableFile> }>;
  removeEntry(name: string): Promise<void>;
}
export type FolderPicker = (options: { id?: string; mode?: 'readwrite'; startIn?: string }) => Promise<PickedFolder>;

export const folderPickerOf = (scope: object): FolderPicker | undefined =>
  (scope as { showDirectoryPicker?: FolderPicker }).showDirectoryPicker?.bind(scope);

const cancelled = () => new DOMException(ADAPTER_TEXT.saveCancelled, 'AbortError');

/**
 * How far ahead of the writes the file is grown. Chromium's browser process does work each time a write
 * makes the file longer; grown 16 MB at a time, 480 MB of 2.4 MB writes cost it 1.3–1.6 CPU-seconds instead of
 * 2.0–2.2, with the same bytes on the disk (docs/performance.md, the bulk download).
 */
export const GROW_STEP_BYTES = 16 * 1024 * 1024;

/** `name.zip`, else `name (2).zip`, …: a part never replaces a file already in the folder. */
async function freeName(folder: PickedFolder, fileName: string): Promise<string> {
  const dot = fileName.lastIndexOf('.');
  const stem = dot > 0 ? fileName.slice(0, dot) : fileName;
  const extension = dot > 0 ? fileName.slice(dot) : '';
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? fileName : `${stem} (${n})${extension}`;
    try {
      await folder.getFileHandle(candidate);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'NotFoundError') return candidate;
      throw error;
    }
  }
}

/** Runs `work` alone: no other run of the same name starts until it settles. */
export type Exclusive = <T>(work: () => Promise<T>) => Promise<T>;

let pageQueue: Promise<unknown> = Promise.resolve();
/**
 * A name is chosen (`freeName`) and created in two steps: two tabs saving into one folder at once could both
 * find `name.zip` free, and the later close would replace the other's archive. Choosing and creating is
 * therefore done alone, across this browser's tabs under a Web Lock, or within the page where there is none;
 * once created, the entry is what the next writer's `freeName` finds taken.
 */
const choosingNames: Exclusive = (work) => {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) return locks.request('pcc-folder-names', work) as ReturnType<typeof work>;
  const run = pageQueue.then(work, work);
  pageQueue = run.catch(() => undefined);
  return run;
};

/**
 * Writes each file of a download into `folder` as it streams: createWritable() writes to a swap file that
 * becomes the file only at close(), so an abort (cancel, a failed image stream, a full disk) leaves no
 * half-written file under the real name; the empty entry getFileHandle created is removed as well.
 */
export function folderSaveTarget(folder: PickedFolder, alone: Exclusive = choosingNames): SaveTarget {
  return {
    label: folder.name,
    async saveFile(fileName: string, source: SaveSource, options: SaveOptions = {}) {
      const { signal } = options;
      if (signal?.aborted) throw cancelled();
      const { name, handle } = await alone(async () => {
        const free = await freeName(folder, fileName);
        return { name: free, handle: await folder.getFileHandle(free, { create: true }) };
      });
      const writable = await handle.createWritable();
      options.onFileName?.(name);
      let written = 0;
      try {
        if (source instanceof Blob) {
          await writable.write(source);
          written = source.size;
          options.onProgress?.(written);
        } else {
          const reader = source.getReader();
          const onAbort = () => reader.cancel(cancelled()).catch(() => undefined);
          signal?.addEventListener('abort', onAbort, { once: true });
          let size = 0;
          try {
            for (;;) {
              const { done, value } = await reader.read();
              if (signal?.aborted) throw cancelled();
              if (done) break;
              if (written + value.byteLength > size) {
                size = Math.max(written + value.byteLength, size + GROW_STEP_BYTES);
                await writable.truncate(size);
              }
              await writable.write(value);
              written += value.byteLength;
              options.onProgress?.(written);
            }
          } finally {
            signal?.removeEventListener('abort', onAbort);
          }
          // The file ends where the bytes do, not where it was last grown to.
          if (size > written) await writable.truncate(written);
        }
        if (signal?.aborted) throw cancelled();
        await writable.close();
      } catch (error) {
        await writable.abort(error).catch(() => undefined);
        await folder.removeEntry(name).catch(() => undefined);
        throw signal?.aborted ? cancelled() : error;
      }
    },
  };
}

/**
 * Asks for the folder once, during the merchant's click: a browser shows pickers only with a user
 * gesture, and the later parts of a long download are written minutes after it, so asking per part
 * (showSaveFilePicker) would fail with a SecurityError from part 2 on. Null when the browser has no
 * folder picker, or refuses it here (a cross-origin frame); a cancelled picker rejects with an AbortError.
 */
export async function pickFolderTarget(scope: object = globalThis): Promise<SaveTarget | null> {
  const picker = folderPickerOf(scope);
  if (!picker) return null;
  let folder: PickedFolder;
  try {
    folder = await picker({ id: 'bulk-download', mode: 'readwrite', startIn: 'downloads' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw cancelled();
    return null;
  }
  return folderSaveTarget(folder);
}
