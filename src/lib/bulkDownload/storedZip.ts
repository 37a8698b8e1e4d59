/**
 * A store-only ZIP writer for whole files (spec 3 §9: level 0), written for the bulk download's speed.
 * Each file is complete before it is written, so its CRC and size go straight into the local header (no
 * data descriptor, no second pass), and a part's final size is known exactly before a file is admitted.
 * Names are UTF-8 with the language encoding flag (bit 11), which Windows Explorer and macOS Archive
 * Utility honour. ZIP64 records are written only where a size, an offset or the entry count needs them.
 */
import { crc32 } from '../../../contract/crc32';

const MAX32 = 0xffffffff;
const MAX16 = 0xffff;
const LOCAL_HEADER = 30;
const CENTRAL_HEADER = 46;
const END_RECORD = 22;
const ZIP64_END_RECORD = 56;
const ZIP64_LOCATOR = 20;
const UTF8_FLAG = 0x0800;
/** General purpose bit 3: CRC and sizes follow the data, in a data descriptor. */
const STREAMED_FLAG = 0x0008;
const DATA_DESCRIPTOR = 16;

const utf8 = new TextEncoder();

function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.min(Math.max(date.getFullYear(), 1980), 2107);
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
    date: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

const UNIX_HOST = 3;
/** -rw-r--r--, in the high half of the external attributes as Unix hosts write it. */
const REGULAR_FILE_MODE = 0o100644;

const setUint64 = (view: DataView, at: number, value: number) => {
  view.setUint32(at, value % 0x1_0000_0000, true);
  view.setUint32(at + 4, Math.floor(value / 0x1_0000_0000), true);
};

/** Room enough before a file's data for its local header, whatever its size (ZIP64 fields included). */
export const localHeaderRoom = (name: string): number => LOCAL_HEADER + utf8.encode(name).byteLength + 20;

/** One archive's bookkeeping: where the next file goes, and the central directory so far. */
export class StoredZipWriter {
  private offset = 0;
  private readonly central: Uint8Array[] = [];
  private centralBytes = 0;
  private streamed: { nameBytes: Uint8Array; offset: number; size: number } | null = null;
  private readonly stamp: { time: number; date: number };

  /** `forceZip64` writes ZIP64 records for every file (tests use it to check them with real readers). */
  constructor(
    modified: Date,
    private readonly forceZip64 = false,
  ) {
    this.stamp = dosDateTime(modified);
  }

  get entries(): number {
    return this.central.length;
  }

  /** Bytes written so far (local headers and data). */
  get written(): number {
    return this.offset;
  }

  private sizeNeeds64(size: number) {
    return this.forceZip64 || size >= MAX32;
  }

  private centralExtraBytes(size: number, offset: number) {
    const fields = (this.sizeNeeds64(size) ? 2 : 0) + (this.forceZip64 || offset >= MAX32 ? 1 : 0);
    return fields === 0 ? 0 : 4 + fields * 8;
  }

  private endBytes(entries: number, centralBytes: number, centralOffset: number) {
    const needs64 = this.forceZip64 || entries >= MAX16 || centralBytes >= MAX32 || centralOffset >= MAX32;
    return END_RECORD + (needs64 ? ZIP64_END_RECORD + ZIP64_LOCATOR : 0);
  }

  /** The archive's exact final size if a file of `size` bytes named `name` were added now and the archive then finished. */
  sizeWith(name: string, size: number): number {
    const nameBytes = utf8.encode(name).byteLength;
    const local = LOCAL_HEADER + nameBytes + (this.sizeNeeds64(size) ? 20 : 0) + size;
    const central = this.centralBytes + CENTRAL_HEADER + nameBytes + this.centralExtraBytes(size, this.offset);
    const centralOffset = this.offset + local;
    return centralOffset + central + this.endBytes(this.entries + 1, central, centralOffset);
  }

  /** The archive's size if it were finished now. */
  size(): number {
    return this.offset + this.centralBytes + this.endBytes(this.entries, this.centralBytes, this.offset);
  }

  /**
   * The local header to write before `data`; `data` itself follows unchanged. `crc` is the data's CRC-32
   * when the caller has it already (the runner's comes with the entry's chunk, entryChunk.ts).
   */
  add(name: string, data: Uint8Array, crc: number = crc32(data)): Uint8Array {
    const nameBytes = utf8.encode(name);
    const size = data.byteLength;
    const zip64Size = this.sizeNeeds64(size);
    const version = zip64Size || this.forceZip64 || this.offset >= MAX32 ? 45 : 20;

    const header = new Uint8Array(LOCAL_HEADER + nameBytes.byteLength + (zip64Size ? 20 : 0));
    const local = new DataView(header.buffer);
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, version, true);
    local.setUint16(6, UTF8_FLAG, true);
    local.setUint16(8, 0, true); // stored
    local.setUint16(10, this.stamp.time, true);
    local.setUint16(12, this.stamp.date, true);
    local.setUint32(14, crc, true);
    local.setUint32(18, zip64Size ? MAX32 : size, true);
    local.setUint32(22, zip64Size ? MAX32 : size, true);
    local.setUint16(26, nameBytes.byteLength, true);
    local.setUint16(28, zip64Size ? 20 : 0, true);
    header.set(nameBytes, LOCAL_HEADER);
    if (zip64Size) {
      const at = LOCAL_HEADER + nameBytes.byteLength;
      local.setUint16(at, 0x0001, true);
      local.setUint16(at + 2, 16, true);
      setUint64(local, at + 4, size);
      setUint64(local, at + 12, size);
    }

    this.addCentral(nameBytes, version, crc, size, this.offset, 0);
    this.offset += header.byteLength + size;
    return header;
  }

  /**
   * A file written as it is made, whose CRC is known only at its end (a sheet's TIFF, band by band): the
   * local header says so (bit 3) and leaves CRC and sizes to the data descriptor closeStreamed writes after
   * the data, as ZIP readers take them from the central directory. `size` is the data's exact length, known
   * ahead (an uncompressed TIFF's is), so the part's size is too; below 4 GB (a 16,384-pixel square is 1 GB).
   */
  openStreamed(name: string, size: number): Uint8Array {
    if (size >= MAX32) throw new RangeError('a streamed entry must stay below 4 GB');
    const nameBytes = utf8.encode(name);
    const header = new Uint8Array(LOCAL_HEADER + nameBytes.byteLength);
    const local = new DataView(header.buffer);
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    local.setUint16(6, UTF8_FLAG | STREAMED_FLAG, true);
    local.setUint16(8, 0, true);
    local.setUint16(10, this.stamp.time, true);
    local.setUint16(12, this.stamp.date, true);
    local.setUint16(26, nameBytes.byteLength, true);
    header.set(nameBytes, LOCAL_HEADER);
    this.streamed = { nameBytes, offset: this.offset, size };
    this.offset += header.byteLength;
    return header;
  }

  /** The data descriptor that ends the streamed file opened last, once its `size` bytes were written with this CRC. */
  closeStreamed(crc: number): Uint8Array {
    const open = this.streamed;
    if (!open) throw new Error('no streamed entry is open');
    this.streamed = null;
    const descriptor = new Uint8Array(DATA_DESCRIPTOR);
    const view = new DataView(descriptor.buffer);
    view.setUint32(0, 0x08074b50, true);
    view.setUint32(4, crc, true);
    view.setUint32(8, open.size, true);
    view.setUint32(12, open.size, true);
    this.addCentral(open.nameBytes, 20, crc, open.size, open.offset, STREAMED_FLAG);
    this.offset += open.size + DATA_DESCRIPTOR;
    return descriptor;
  }

  /** The archive's exact size if a streamed file of `size` bytes named `name` were added now and the archive then finished. */
  sizeWithStreamed(name: string, size: number): number {
    const nameBytes = utf8.encode(name).byteLength;
    const local = LOCAL_HEADER + nameBytes + size + DATA_DESCRIPTOR;
    const central = this.centralBytes + CENTRAL_HEADER + nameBytes + this.centralExtraBytes(size, this.offset);
    const centralOffset = this.offset + local;
    return centralOffset + central + this.endBytes(this.entries + 1, central, centralOffset);
  }

  private addCentral(nameBytes: Uint8Array, version: number, crc: number, size: number, offset: number, flags: number): void {
    const zip64Size = this.sizeNeeds64(size);
    const offset64 = this.forceZip64 || offset >= MAX32;
    const extra = this.centralExtraBytes(size, offset);
    const record = new Uint8Array(CENTRAL_HEADER + nameBytes.byteLength + extra);
    const central = new DataView(record.buffer);
    central.setUint32(0, 0x02014b50, true);
    // Made by Unix (3), with a regular file's mode: Info-ZIP's unzip re-encodes the names of an archive made
    // by MS-DOS (0) from code page 437 even when the UTF-8 flag is set, and Chinese names come out garbled.
    central.setUint16(4, (UNIX_HOST << 8) | version, true);
    central.setUint16(6, version, true);
    central.setUint16(8, UTF8_FLAG | flags, true);
    central.setUint16(10, 0, true);
    central.setUint16(12, this.stamp.time, true);
    central.setUint16(14, this.stamp.date, true);
    central.setUint32(16, crc, true);
    central.setUint32(20, zip64Size ? MAX32 : size, true);
    central.setUint32(24, zip64Size ? MAX32 : size, true);
    central.setUint16(28, nameBytes.byteLength, true);
    central.setUint16(30, extra, true);
    central.setUint32(38, REGULAR_FILE_MODE * 0x1_0000, true);
    central.setUint32(42, offset64 ? MAX32 : offset, true);
    record.set(nameBytes, CENTRAL_HEADER);
    if (extra > 0) {
      let at = CENTRAL_HEADER + nameBytes.byteLength;
      central.setUint16(at, 0x0001, true);
      central.setUint16(at + 2, extra - 4, true);
      at += 4;
      if (zip64Size) {
        setUint64(central, at, size);
        setUint64(central, at + 8, size);
        at += 16;
      }
      if (offset64) setUint64(central, at, offset);
    }

    this.central.push(record);
    this.centralBytes += record.byteLength;
  }

  /** The central directory and the end records. */
  finish(): Uint8Array {
    const entries = this.entries;
    const centralOffset = this.offset;
    const end = new Uint8Array(this.centralBytes + this.endBytes(entries, this.centralBytes, centralOffset));
    let at = 0;
    for (const record of this.central) {
      end.set(record, at);
      at += record.byteLength;
    }
    const view = new DataView(end.buffer);
    const needs64 = end.byteLength - at > END_RECORD;
    if (needs64) {
      const zip64End = centralOffset + this.centralBytes;
      view.setUint32(at, 0x06064b50, true);
      setUint64(view, at + 4, ZIP64_END_RECORD - 12);
      view.setUint16(at + 12, 45, true);
      view.setUint16(at + 14, 45, true);
      view.setUint32(at + 16, 0, true);
      view.setUint32(at + 20, 0, true);
      setUint64(view, at + 24, entries);
      setUint64(view, at + 32, entries);
      setUint64(view, at + 40, this.centralBytes);
      setUint64(view, at + 48, centralOffset);
      at += ZIP64_END_RECORD;
      view.setUint32(at, 0x07064b50, true);
      view.setUint32(at + 4, 0, true);
      setUint64(view, at + 8, zip64End);
      view.setUint32(at + 16, 1, true);
      at += ZIP64_LOCATOR;
    }
    view.setUint32(at, 0x06054b50, true);
    view.setUint16(at + 4, 0, true);
    view.setUint16(at + 6, 0, true);
    view.setUint16(at + 8, needs64 ? MAX16 : entries, true);
    view.setUint16(at + 10, needs64 ? MAX16 : entries, true);
    view.setUint32(at + 12, needs64 ? MAX32 : this.centralBytes, true);
    view.setUint32(at + 16, needs64 ? MAX32 : centralOffset, true);
    view.setUint16(at + 20, 0, true);
    this.offset += end.byteLength;
    return end;
  }
}
