/**
 * The PSD's sections walked by hand, for what ag-psd does not tell: whether the file is whole, and
 * artboard rectangles read straight from the layer records, for files ag-psd reads without them. Older
 * Photoshop versions (CC 2015) wrote the `artb` block with fewer fields than ag-psd expects; its handler
 * fails on the missing colour and drops the block silently, so such a document would seem to have no
 * artboard at all (psd-tools' artboard.psd is one). Only the rectangle is needed, so only that is read:
 * this walks the records (Adobe's "Layer and Mask Information Section") and, inside an `artb`, `artd`
 * or `abdd` block, the `artboardRect` descriptor's four numbers. The same walk gives each record's
 * declared sizes and where its channels' data lies, which psdLayerData.ts checks before ag-psd decodes it,
 * and the rectangles of the patterns (`Patt`, `Pat2`, `Pat3` blocks, the document's or a layer's), for which
 * ag-psd allocates width × height × 4 bytes as declared, whatever data follows.
 */

export interface Rect {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/** One layer record, in file order (bottom of the stack first), without the hidden end-of-group markers. */
export interface RawLayerRecord {
  /** Group records (lsct 1 or 2) are true; a plain layer false. */
  group: boolean;
  artboard: Rect | null;
}

/** A box as a record declares it, its sides unchecked (a reversed box has a negative width or height). */
export interface DeclaredSize {
  width: number;
  height: number;
}

/** One channel of a layer record: its id (-1 alpha, 0–2 colour, -2 user mask, -3 real mask) and where its data lies in the file. */
export interface DeclaredChannel {
  id: number;
  start: number;
  length: number;
}

/** A layer record's pixel data as declared (group markers included): what psdLayerData.ts checks before ag-psd decodes it. */
export interface DeclaredLayer {
  /** Its name as Photoshop shows it (the Unicode name where there is one), at most NAME_CHARS characters. */
  name: string;
  size: DeclaredSize;
  /** The user mask's box (channel -2) and the real mask's (-3), where the record has them. */
  mask: DeclaredSize | null;
  realMask: DeclaredSize | null;
  channels: DeclaredChannel[];
}

/**
 * One pattern as ag-psd reads it (its readPattern): the box it allocates RGBA pixels for, and the box of
 * each channel it fills, which it walks pixel by pixel (a raw one) or allocates (an RLE one) whatever the
 * pattern's own box.
 */
export interface DeclaredPattern {
  size: DeclaredSize;
  channels: DeclaredSize[];
  /** A channel's data reaches past the end of the file (ag-psd then makes up to 100 MB of zeros for it). */
  pastEnd: boolean;
}

/** Enough of a name to say which layer a message means. */
const NAME_CHARS = 100;
const ARTBOARD_KEYS = new Set(['artb', 'artd', 'abdd']);
/** A text layer's block, and the document's text engine block: ag-psd parses the engine data in each. */
const TEXT_KEYS = new Set(['TySh', 'Txt2']);
const SECTION_KEYS = new Set(['lsct', 'lsdk']);
const BOUNDING_DIVIDER = 3;

class Cursor {
  private readonly view: DataView;
  constructor(
    readonly bytes: Uint8Array,
    public pos = 0,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  need(n: number): void {
    if (this.pos + n > this.bytes.length) throw new RangeError('truncated');
  }
  u8(): number {
    this.need(1);
    return this.view.getUint8(this.pos++);
  }
  u16(): number {
    this.need(2);
    const value = this.view.getUint16(this.pos);
    this.pos += 2;
    return value;
  }
  u32(): number {
    this.need(4);
    const value = this.view.getUint32(this.pos);
    this.pos += 4;
    return value;
  }
  i32(): number {
    this.need(4);
    const value = this.view.getInt32(this.pos);
    this.pos += 4;
    return value;
  }
  i16(): number {
    this.need(2);
    const value = this.view.getInt16(this.pos);
    this.pos += 2;
    return value;
  }
  f64(): number {
    this.need(8);
    const value = this.view.getFloat64(this.pos);
    this.pos += 8;
    return value;
  }
  ascii(n: number): string {
    this.need(n);
    let text = '';
    for (let i = 0; i < n; i++) text += String.fromCharCode(this.bytes[this.pos + i]);
    this.pos += n;
    return text;
  }
  skip(n: number): void {
    this.need(n);
    this.pos += n;
  }
}

/** What one walk of the layer and mask section tells. */
export interface LayerSection {
  /** The layer records, or null when they cannot be walked. */
  records: RawLayerRecord[] | null;
  /**
   * The bytes of text engine data in the file: its text layers' blocks and the document's. ag-psd parses
   * that data into one nested array per bracket, and a crafted block of tens of MB (a file well under the
   * size limit) ran the worker out of memory, which took the whole tab down. Null when the section cannot
   * be walked (ag-psd then says what is wrong).
   */
  textBytes: number | null;
  /**
   * Every layer record's declared sizes and channels, or null when they cannot be walked to the end of
   * their channel data, or when the section holds layer records elsewhere too (an `Lr16`/`Lr32` block, which
   * ag-psd reads in any file): then nothing vouches for what ag-psd would decode, and the file is refused.
   */
  layers: DeclaredLayer[] | null;
  /** Every pattern ag-psd would read, in its layer records and in the document's blocks, as far as they can be walked. */
  patterns: DeclaredPattern[];
}

/** The layer and mask section of a PSD (version 1), walked once: its layer records, their channels and its text engine data. */
export function readLayerSection(bytes: Uint8Array): LayerSection {
  let records: RawLayerRecord[] | null = null;
  let layers: DeclaredLayer[] | null = null;
  const patterns: DeclaredPattern[] = [];
  try {
    const cursor = new Cursor(bytes, 26);
    cursor.skip(cursor.u32()); // colour mode data
    cursor.skip(cursor.u32()); // image resources
    const sectionLength = cursor.u32(); // layer and mask information
    if (sectionLength === 0) return { records: [], textBytes: 0, layers: [], patterns };
    const sectionEnd = cursor.pos + sectionLength;
    const infoLength = cursor.u32();
    const infoEnd = cursor.pos + infoLength;
    const walked: RawLayerRecord[] = [];
    const declared: DeclaredLayer[] = [];
    let textBytes = 0;
    if (infoLength > 0) {
      const count = Math.abs(cursor.i16());
      for (let i = 0; i < count; i++) {
        const record = readRecord(cursor);
        textBytes += record.textBytes;
        patterns.push(...record.patterns);
        declared.push(record.layer);
        if (record.section !== BOUNDING_DIVIDER) walked.push({ group: record.section === 1 || record.section === 2, artboard: record.artboard });
      }
    }
    // Whole: a section that breaks off after the records still has them.
    records = walked;
    // The channels' data follows the records, each layer's in its channels' order (as ag-psd reads it).
    let at = cursor.pos;
    for (const channel of declared.flatMap((layer) => layer.channels)) {
      channel.start = at;
      at += channel.length;
    }
    const channelsWhole = at <= bytes.length;
    // ag-psd rounds the layer information up to an even length.
    cursor.pos = infoLength > 0 ? infoEnd + (infoLength % 2) : infoEnd;
    if (cursor.pos < sectionEnd) cursor.skip(cursor.u32()); // global layer mask information
    const blocks = readDocumentBlocks(cursor, sectionEnd);
    for (const { key, start, length } of blocks) {
      if (TEXT_KEYS.has(key)) textBytes += length;
      if (PATTERN_KEYS.has(key)) patterns.push(...readPatterns(bytes, start, length));
    }
    if (channelsWhole && !blocks.some(({ key }) => NESTED_LAYER_KEYS.has(key))) layers = declared;
    return { records, textBytes, layers, patterns };
  } catch {
    return { records, textBytes: null, layers, patterns };
  }
}

/** Where Photoshop keeps the layers of a 16- and 32-bit document (which the header check refuses): never in an 8-bit one. */
const NESTED_LAYER_KEYS = new Set(['Lr16', 'Lr32']);
/** How far from where a block should start ag-psd looks for its signature, in the order it tries. */
const SIGNATURE_SHIFTS = [0, 1, -1, 2, -2, 3, -3, 4, -4];

/**
 * The document's own blocks, to the section's `end`, found as ag-psd finds them (so that none it reads goes
 * unseen here): zero bytes between blocks skipped, then each block as readBlock reads it. Throws where ag-psd would.
 */
function readDocumentBlocks(cursor: Cursor, end: number): Block[] {
  const blocks: Block[] = [];
  while (cursor.pos < end) {
    while (cursor.pos < end && cursor.bytes[cursor.pos] === 0) cursor.pos++;
    if (end - cursor.pos < 12) break;
    blocks.push(readBlock(cursor));
  }
  return blocks;
}

/** An additional information block: its key, and where its data lies. */
interface Block {
  key: string;
  start: number;
  length: number;
}

/**
 * One additional information block, as ag-psd reads it (in a layer record or the document's): a signature
 * up to 4 bytes off taken, an `8B64` one's length in 8 bytes, the block rounded to an even length. Leaves
 * the cursor after it; throws where ag-psd would.
 */
function readBlock(cursor: Cursor): Block {
  const at = cursor.pos;
  const shift = SIGNATURE_SHIFTS.find((by) => isSignature(cursor.bytes, at + by));
  if (shift === undefined) throw new RangeError('no block signature');
  cursor.pos = at + shift;
  const wide = cursor.ascii(4) === '8B64';
  const key = cursor.ascii(4);
  if (wide && cursor.u32() !== 0) throw new RangeError('block over 4 GB');
  const length = cursor.u32();
  const start = cursor.pos;
  cursor.skip(length);
  cursor.pos += length % 2;
  return { key, start, length };
}

function isSignature(bytes: Uint8Array, at: number): boolean {
  if (at < 0 || at + 4 > bytes.length) return false;
  const text = String.fromCharCode(...bytes.subarray(at, at + 4));
  return text === '8BIM' || text === '8B64';
}

function readRecord(cursor: Cursor): { section: number; artboard: Rect | null; textBytes: number; layer: DeclaredLayer; patterns: DeclaredPattern[] } {
  const size = readSize(cursor);
  const channels = Array.from({ length: cursor.u16() }, () => ({ id: cursor.i16(), start: 0, length: cursor.u32() }));
  cursor.skip(12); // '8BIM', blend mode, opacity, clipping, flags, filler
  const extraLength = cursor.u32();
  const end = cursor.pos + extraLength;
  cursor.need(extraLength);
  const { mask, realMask } = readMasks(cursor);
  cursor.skip(cursor.u32()); // blending ranges
  const nameLength = cursor.u8();
  let name = cursor.ascii(Math.min(nameLength, NAME_CHARS));
  cursor.skip(nameLength - name.length);
  // As ag-psd: the name's padding (not always written) passed by looking for the first block's signature.
  while (end - cursor.pos > 4 && !isSignature(cursor.bytes, cursor.pos)) cursor.pos++;
  let section = 0;
  let artboard: Rect | null = null;
  let textBytes = 0;
  const patterns: DeclaredPattern[] = [];
  while (end - cursor.pos >= 12) {
    const { key, start, length } = readBlock(cursor);
    if (SECTION_KEYS.has(key) && length >= 4) section = new Cursor(cursor.bytes, start).u32();
    if (ARTBOARD_KEYS.has(key) && !artboard) artboard = artboardRect(cursor.bytes.subarray(start, start + length));
    if (TEXT_KEYS.has(key)) textBytes += length;
    if (PATTERN_KEYS.has(key)) patterns.push(...readPatterns(cursor.bytes, start, length));
    if (key === UNICODE_NAME_KEY && length >= 4) name = unicodeName(cursor.bytes.subarray(start, start + length)) ?? name;
  }
  cursor.pos = end;
  return { section, artboard, textBytes, layer: { name, size, mask, realMask, channels }, patterns };
}

const PATTERN_KEYS = new Set(['Patt', 'Pat2', 'Pat3']);
const RGB = 3;
const INDEXED = 2;
const GRAYSCALE = 1;
/** A channel's header after its length: depth, its box, depth again, compression. */
const PATTERN_CHANNEL_HEADER = 4 + 16 + 2 + 1;

/**
 * The patterns of a pattern block, walked as ag-psd's readPattern reads them (each after the last, its
 * length rounded up to 4), up to where ag-psd stops too: where one cannot be read, ag-psd gives up the
 * block, having allocated what it had read so far.
 */
function readPatterns(bytes: Uint8Array, start: number, length: number): DeclaredPattern[] {
  const patterns: DeclaredPattern[] = [];
  const cursor = new Cursor(bytes, start);
  try {
    while (cursor.pos < start + length) {
      const patternLength = cursor.u32();
      const end = cursor.pos + patternLength + ((4 - (patternLength % 4)) % 4);
      if (cursor.u32() !== 1) break; // version
      const colorMode = cursor.u32();
      if (colorMode !== RGB && colorMode !== GRAYSCALE && colorMode !== INDEXED) break;
      cursor.skip(4); // x, y
      cursor.skip(2 * cursor.u32()); // name, UTF-16
      cursor.skip(cursor.u8()); // id
      if (colorMode === INDEXED) cursor.skip(256 * 3 + 4); // palette
      if (cursor.u32() !== 3) break; // virtual memory array list version
      cursor.skip(4);
      const size = readUnsignedSize(cursor);
      const channelCount = cursor.u32();
      const pattern: DeclaredPattern = { size, channels: [], pastEnd: false };
      patterns.push(pattern);
      for (let i = 0; i < channelCount + 2; i++) {
        if (!cursor.u32()) continue; // not written
        const dataLength = cursor.u32() - PATTERN_CHANNEL_HEADER;
        cursor.skip(4); // depth
        pattern.channels.push(readUnsignedSize(cursor));
        cursor.skip(3); // depth, compression
        if (dataLength < 0) return patterns;
        if (cursor.pos + dataLength > bytes.length) {
          pattern.pastEnd = true;
          return patterns;
        }
        cursor.skip(dataLength);
      }
      cursor.pos = end;
    }
  } catch {
    // ag-psd stops here too.
  }
  return patterns;
}

/** top, left, bottom, right as unsigned numbers (as ag-psd reads a pattern's): the box's width and height. */
function readUnsignedSize(cursor: Cursor): DeclaredSize {
  const top = cursor.u32();
  const left = cursor.u32();
  return { height: cursor.u32() - top, width: cursor.u32() - left };
}

/** top, left, bottom, right: the box's width and height. */
function readSize(cursor: Cursor): DeclaredSize {
  const top = cursor.i32();
  const left = cursor.i32();
  return { height: cursor.i32() - top, width: cursor.i32() - left };
}

/** The layer mask data: the user mask's box (its first 16 bytes), and the real mask's where the block is long enough (Adobe: bytes 20–35). */
function readMasks(cursor: Cursor): { mask: DeclaredSize | null; realMask: DeclaredSize | null } {
  const length = cursor.u32();
  const start = cursor.pos;
  cursor.need(length);
  const mask = length >= 16 ? readSize(new Cursor(cursor.bytes, start)) : null;
  const realMask = length >= 36 ? readSize(new Cursor(cursor.bytes, start + 20)) : null;
  cursor.pos = start + length;
  return { mask, realMask };
}

const UNICODE_NAME_KEY = 'luni';

/** A `luni` block's name (UTF-16, its length first), or null when the block is too short for it. */
function unicodeName(block: Uint8Array): string | null {
  const cursor = new Cursor(block);
  const length = cursor.u32();
  if (block.length < 4 + 2 * length) return null;
  let name = '';
  for (let i = 0; i < Math.min(length, NAME_CHARS); i++) name += String.fromCharCode(cursor.u16());
  return name.replace(/\0+$/, '');
}

const RECT_KEY = 'artboardRect';

/** The `artboardRect` object of an artboard block: Top, Left, Btom, Rght as doubles (or unit doubles). */
export function artboardRect(block: Uint8Array): Rect | null {
  const at = indexOfAscii(block, RECT_KEY);
  if (at < 0) return null;
  try {
    const cursor = new Cursor(block, at + RECT_KEY.length);
    if (cursor.ascii(4) !== 'Objc') return null;
    cursor.skip(cursor.u32() * 2); // the class's display name, UTF-16
    const classIdLength = cursor.u32();
    cursor.skip(classIdLength === 0 ? 4 : classIdLength);
    const items = cursor.u32();
    const values: Record<string, number> = {};
    for (let i = 0; i < items; i++) {
      const keyLength = cursor.u32();
      const key = cursor.ascii(keyLength === 0 ? 4 : keyLength);
      const type = cursor.ascii(4);
      if (type === 'doub') values[key] = cursor.f64();
      else if (type === 'UntF') {
        cursor.skip(4);
        values[key] = cursor.f64();
      } else if (type === 'long') values[key] = cursor.u32() | 0;
      else return null;
    }
    const rect = { top: values['Top '], left: values.Left, bottom: values.Btom, right: values.Rght };
    return [rect.top, rect.left, rect.bottom, rect.right].every(Number.isFinite) && rect.right > rect.left && rect.bottom > rect.top ? rect : null;
  } catch {
    return null;
  }
}

function indexOfAscii(bytes: Uint8Array, text: string): number {
  outer: for (let i = 0; i + text.length <= bytes.length; i++) {
    for (let j = 0; j < text.length; j++) if (bytes[i + j] !== text.charCodeAt(j)) continue outer;
    return i;
  }
  return -1;
}

/**
 * Whether the file ends before the end its sections declare. ag-psd reads a file cut inside the merged
 * image (the last section) without complaint, and one cut inside the layers only sometimes: the import
 * would then bring in a design missing its last part. Null when the end cannot be known (zip-compressed
 * merged image).
 */
export function isTruncated(bytes: Uint8Array): boolean | null {
  try {
    const cursor = new Cursor(bytes, 12);
    const channels = cursor.u16();
    const height = cursor.u32();
    const width = cursor.u32();
    const depth = cursor.u16();
    cursor.pos = 26;
    for (let section = 0; section < 3; section++) cursor.skip(cursor.u32()); // colour mode data, image resources, layers
    const compression = cursor.u16();
    if (compression === 0) return cursor.pos + Math.ceil((width * depth) / 8) * height * channels > bytes.length;
    if (compression !== 1) return null;
    let data = 0;
    for (let row = 0; row < height * channels; row++) data += cursor.u16();
    return cursor.pos + data > bytes.length;
  } catch {
    return true;
  }
}
