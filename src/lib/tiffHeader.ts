/**
 * The start of a baseline TIFF for print (the header and its one IFD), shared by the bulk download's print
 * files (bulkDownload/tiff.ts) and the production sheets (sheets/sheetTiff.ts): 8-bit RGB, or RGBA with the
 * alpha marked unassociated (canvas pixels are not premultiplied; the usual encoder default says they are,
 * and decoders then darken every soft edge), the resolution in inches, tags in ascending order as TIFF 6.0
 * requires, uncompressed strips. Uncompressed, every strip's size and place is known before a pixel is
 * drawn, so the header goes first and the pixel rows follow in order: a writer may stream them. Classic
 * TIFF (32-bit offsets): whoever calls keeps a file under 4 GB.
 */

/** Strips of about this many bytes: small enough for any reader, few enough to keep the IFD short. */
const STRIP_TARGET_BYTES = 64 * 1024;

const SHORT = 3;
const LONG = 4;
const RATIONAL = 5;

interface Tag {
  tag: number;
  type: typeof SHORT | typeof LONG | typeof RATIONAL;
  values: number[];
}

const TYPE_BYTES = { [SHORT]: 2, [LONG]: 4, [RATIONAL]: 8 } as const;

/** A DPI as a TIFF rational: whole numbers stay whole, others keep two decimals. */
function rational(dpi: number): [number, number] {
  const hundredths = Math.max(1, Math.round(dpi * 100));
  return hundredths % 100 === 0 ? [hundredths / 100, 1] : [hundredths, 100];
}

export interface TiffLayout {
  width: number;
  height: number;
  /** 3: RGB; 4: RGBA, the alpha unassociated. 8 bits each, interleaved (chunky), rows top to bottom. */
  samples: 3 | 4;
  dpiX: number;
  dpiY: number;
}

export interface TiffHeader {
  /** The file's first bytes: header, IFD and the tags' values; the pixel rows follow right after. */
  bytes: Uint8Array<ArrayBuffer>;
  /** The whole file's length: `bytes` and then width × height × samples bytes of pixels. */
  fileBytes: number;
}

export function tiffHeader({ width, height, samples, dpiX, dpiY }: TiffLayout): TiffHeader {
  if (!(width >= 1 && height >= 1 && Number.isInteger(width) && Number.isInteger(height))) throw new RangeError('bad raster');
  const rowBytes = width * samples;
  const rowsPerStrip = Math.max(1, Math.min(height, Math.floor(STRIP_TARGET_BYTES / rowBytes)));
  const stripCount = Math.ceil(height / rowsPerStrip);
  const stripBytes = Array.from({ length: stripCount }, (_, i) => Math.min(rowsPerStrip, height - i * rowsPerStrip) * rowBytes);

  const stripOffsets: Tag = { tag: 273, type: LONG, values: Array<number>(stripCount).fill(0) }; // filled below
  const tags: Tag[] = [
    { tag: 256, type: LONG, values: [width] },
    { tag: 257, type: LONG, values: [height] },
    { tag: 258, type: SHORT, values: Array<number>(samples).fill(8) },
    { tag: 259, type: SHORT, values: [1] }, // no compression
    { tag: 262, type: SHORT, values: [2] }, // RGB
    stripOffsets,
    { tag: 277, type: SHORT, values: [samples] },
    { tag: 278, type: LONG, values: [rowsPerStrip] },
    { tag: 279, type: LONG, values: stripBytes },
    { tag: 282, type: RATIONAL, values: rational(dpiX) },
    { tag: 283, type: RATIONAL, values: rational(dpiY) },
    { tag: 284, type: SHORT, values: [1] }, // chunky
    { tag: 296, type: SHORT, values: [2] }, // inch
    ...(samples === 4 ? [{ tag: 338, type: SHORT, values: [2] } as Tag] : []), // unassociated alpha
  ];
  const count = (t: Tag) => (t.type === RATIONAL ? t.values.length / 2 : t.values.length);
  const valueBytes = (t: Tag) => t.values.length * (t.type === RATIONAL ? 4 : TYPE_BYTES[t.type]);
  const outside = (t: Tag) => valueBytes(t) > 4;

  const ifdOffset = 8;
  const ifdBytes = 2 + tags.length * 12 + 4;
  let cursor = ifdOffset + ifdBytes;
  const valueOffsets = new Map<number, number>();
  for (const t of tags) {
    if (!outside(t)) continue;
    valueOffsets.set(t.tag, cursor);
    cursor += valueBytes(t);
    cursor += cursor % 2; // word boundary, as TIFF 6.0 asks of values
  }
  const pixelOffset = cursor;
  let offset = pixelOffset;
  stripOffsets.values = stripBytes.map((bytes) => {
    const start = offset;
    offset += bytes;
    return start;
  });

  const out = new Uint8Array(pixelOffset);
  const view = new DataView(out.buffer);
  out.set([0x49, 0x49, 42, 0]); // little-endian TIFF
  view.setUint32(4, ifdOffset, true);
  view.setUint16(ifdOffset, tags.length, true);
  const writeValues = (t: Tag, at: number) => {
    t.values.forEach((value, i) => {
      if (t.type === SHORT) view.setUint16(at + i * 2, value, true);
      else view.setUint32(at + i * 4, value, true);
    });
  };
  tags.forEach((t, i) => {
    const entry = ifdOffset + 2 + i * 12;
    view.setUint16(entry, t.tag, true);
    view.setUint16(entry + 2, t.type, true);
    view.setUint32(entry + 4, count(t), true);
    if (outside(t)) {
      const at = valueOffsets.get(t.tag)!;
      view.setUint32(entry + 8, at, true);
      writeValues(t, at);
    } else writeValues(t, entry + 8);
  });
  view.setUint32(ifdOffset + 2 + tags.length * 12, 0, true); // no next IFD
  return { bytes: out, fileBytes: offset };
}
