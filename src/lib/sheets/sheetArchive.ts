/**
 * The ZIP of a layout (排版_{jig}_{time}.zip), split into parts as downloads are (spec 3 §9: a part at most
 * 524,288,000 bytes, level 0): a sheet's files (its PDF, its TIFF, its slot map) stay together in one part,
 * a part takes sheets while they fit, and a sheet larger than a part alone gets a part of its own (unless the
 * target cannot save a larger file: then that sheet is left out with the reason). Files come one sheet at
 * a time, made as they are asked for: a TIFF is streamed into the archive band by band (storedZip.ts
 * openStreamed), so neither a TIFF nor the archive ever sits whole in memory; a sheet's PDF does (it is the
 * size of its print files deflated).
 */
import { crc32, crc32Continue } from '../../../contract/crc32';
import { abortError } from '../bulkDownload/cancel';
import { StoredZipWriter } from '../bulkDownload/storedZip';

/** One file of the archive: whole, or streamed with its exact size known ahead. */
export type SheetFile =
  | { name: string; bytes: Uint8Array }
  | { name: string; size: number; chunks: () => AsyncIterable<Uint8Array> };

/** The files of one sheet (or the closing files: the manifests), and the designs they deliver. */
export interface SheetGroup {
  files: SheetFile[];
  /** The designs (SheetItem keys) this group delivers: what is charged for is delivered once its part is saved. */
  keys: string[];
}

export interface SheetArchiveOptions {
  /** Made one at a time, as the archive asks for them. */
  groups: AsyncIterable<SheetGroup>;
  /** Part n's file name (from 1). */
  partName: (part: number) => string;
  partLimitBytes: number;
  /** The target cannot save a file past the limit: a group alone past it is refused, not saved. */
  partLimitIsHard: boolean;
  savePart: (fileName: string, stream: ReadableStream<Uint8Array>, signal: AbortSignal) => Promise<void>;
  signal: AbortSignal;
  /** After each part is saved: its name and the keys it delivered. */
  onPartSaved: (part: { name: string; keys: string[] }) => void;
  /** A group no part can hold (only with a hard limit); the archive goes on without it. */
  onTooLarge: (group: SheetGroup, bytes: number) => void;
}

const sizeOf = (file: SheetFile) => ('bytes' in file ? file.bytes.byteLength : file.size);

/**
 * The part's size, finished, once `files` are added to `zip` as it stands: each file adds what it would add
 * alone (its local header, data, descriptor and central record); a part stays far below the 4 GB and 65,535
 * entries where ZIP64 records would change the sum.
 */
function sizeWith(zip: StoredZipWriter, files: readonly SheetFile[]): number {
  const base = zip.size();
  const alone = (file: SheetFile) => ('bytes' in file ? zip.sizeWith(file.name, sizeOf(file)) : zip.sizeWithStreamed(file.name, sizeOf(file)));
  return files.reduce((total, file) => total + alone(file) - base, base);
}

/** Writes the parts; resolves the names of the parts saved. */
export async function writeSheetArchive(options: SheetArchiveOptions): Promise<string[]> {
  const { signal } = options;
  const groups = options.groups[Symbol.asyncIterator]();
  const saved: string[] = [];
  let next = await groups.next();
  const lastModified = new Date();
  while (!next.done) {
    if (signal.aborted) throw abortError(signal);
    const zip = new StoredZipWriter(lastModified);
    const first = next.value;
    const firstSize = sizeWith(zip, first.files);
    if (firstSize > options.partLimitBytes && options.partLimitIsHard) {
      options.onTooLarge(first, firstSize);
      next = await groups.next();
      continue;
    }
    const keys: string[] = [];
    const name = options.partName(saved.length + 1);
    const chunks = partChunks(zip, first, async () => {
      next = await groups.next();
      // A part takes the next sheet only when it fits whole; the first sheet of a part always goes in.
      if (next.done || sizeWith(zip, next.value.files) > options.partLimitBytes) return null;
      return next.value;
    }, keys);
    await options.savePart(name, streamOf(chunks, signal), signal);
    saved.push(name);
    options.onPartSaved({ name, keys });
  }
  return saved;
}

/** A part's bytes: `first`'s files, then each group `more` hands over, then the central directory. */
async function* partChunks(zip: StoredZipWriter, first: SheetGroup, more: () => Promise<SheetGroup | null>, keys: string[]): AsyncGenerator<Uint8Array> {
  let group: SheetGroup | null = first;
  while (group) {
    for (const file of group.files) {
      if ('bytes' in file) {
        yield zip.add(file.name, file.bytes, crc32(file.bytes));
        yield file.bytes;
        continue;
      }
      yield zip.openStreamed(file.name, file.size);
      let crc = 0;
      let written = 0;
      for await (const chunk of file.chunks()) {
        crc = crc32Continue(crc, chunk);
        written += chunk.byteLength;
        yield chunk;
      }
      // The size was declared in the part's arithmetic before a byte was written: a writer that breaks it breaks the archive.
      if (written !== file.size) throw new Error(`${file.name}: ${written} bytes written, ${file.size} declared`);
      yield zip.closeStreamed(crc);
    }
    keys.push(...group.keys);
    group = await more();
  }
  yield zip.finish();
}

/** The chunks as the stream a save target reads, one pull one chunk, so a slow disk slows the making. */
function streamOf(chunks: AsyncGenerator<Uint8Array>, signal: AbortSignal): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        signal.addEventListener('abort', () => controller.error(abortError(signal)), { once: true });
      },
      async pull(controller) {
        try {
          const next = await chunks.next();
          if (next.done) controller.close();
          else controller.enqueue(next.value);
        } catch (error) {
          controller.error(error);
        }
      },
      async cancel() {
        await chunks.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}
