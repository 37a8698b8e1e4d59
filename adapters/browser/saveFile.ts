import type { SaveOptions, SaveSource } from '../types';

interface WritableFileStream {
  write(data: Uint8Array | Blob): Promise<void>;
  close(): Promise<void>;
  abort(): Promise<void>;
}
interface SaveFilePicker {
  (options: { suggestedName: string }): Promise<{ createWritable(): Promise<WritableFileStream> }>;
}

async function writeThroughPicker(
  picker: SaveFilePicker,
  fileName: string,
  source: SaveSource,
  options: SaveOptions,
): Promise<void> {
  const handle = await picker({ suggestedName: fileName });
  const writable = await handle.createWritable();
  try {
    if (source instanceof Blob) {
      await writable.write(source);
      options.onProgress?.(source.size);
    } else {
      let written = 0;
      const reader = source.getReader();
      for (;;) {
        if (options.signal?.aborted) throw new DOMException('已取消保存', 'AbortError');
        const { done, value } = await reader.read();
        if (done) break;
        await writable.write(value);
        written += value.byteLength;
        options.onProgress?.(written);
      }
    }
    await writable.close();
  } catch (error) {
    await writable.abort().catch(() => undefined);
    throw error;
  }
}

/**
 * A stream's chunks as one Blob. Each is copied as it is read, before the next is asked for: its buffer may
 * hold another file then. The copies go through one Response, which Chromium writes to a file-backed Blob;
 * a Blob made per chunk stays in the blob store's memory, which refused to read them back after about
 * 500 MB of them (a third 500 MB part failed with NotReadableError).
 */
function gathered(source: ReadableStream<Uint8Array>, type: string | undefined): Promise<Blob> {
  const reader = source.getReader();
  const copies = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value.slice());
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
  return new Response(copies).blob().then((blob) => new Blob([blob], type === undefined ? {} : { type }));
}

/**
 * The fallback where no picker exists: a download link. A stream has to be gathered into a Blob first (a
 * link cannot take a stream); Chromium keeps a large Blob on disk rather than in the renderer's memory,
 * so a 500 MB part does not sit in RAM, but it does take its size on disk twice until the download ends.
 */
export async function saveViaDownloadLink(fileName: string, source: SaveSource, options: SaveOptions = {}): Promise<void> {
  const blob = source instanceof Blob ? source : await gathered(source, options.mimeType);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  options.onProgress?.(blob.size);
  // The download has started by now; revoking later keeps slow browsers from losing it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** File System Access API where the browser has it (streams straight to disk), else a download link. */
export async function saveInBrowser(fileName: string, source: SaveSource, options: SaveOptions = {}): Promise<void> {
  const picker = (globalThis as { showSaveFilePicker?: SaveFilePicker }).showSaveFilePicker;
  if (picker) return writeThroughPicker(picker, fileName, source, options);
  return saveViaDownloadLink(fileName, source, options);
}
