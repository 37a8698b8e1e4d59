import { crc32 as zlibCrc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inspectImage } from '../../../contract/imageHeader';
import { readImageFile, sniffFileType, type ImageInspection } from '../../../src/lib/imageHeader';
import { assemblePng, bmpBytes, concatBytes, gifBytes, jpegBytes, pngChunk, rgbaScanlines, svgBytes } from '../../support/imageFixtures';

const crc = (bytes: Uint8Array) => zlibCrc32(bytes);
const png = (width: number, height: number) => assemblePng(width, height, deflateSync(rgbaScanlines(width, height, (x, y) => (x === y ? 0xff0000ff : 0))), crc, 64);
const ok = (width: number, height: number, format: string) => ({ ok: true, width, height, format });
const CORRUPT = { ok: false, reason: 'corrupt' };
const UNSUPPORTED = { ok: false, reason: 'unsupported' };

/** Copies, then edits: a corrupt variant of a good file. */
function damaged(bytes: Uint8Array, edit: (copy: Uint8Array) => Uint8Array | void): Uint8Array {
  const copy = bytes.slice();
  return edit(copy) ?? copy;
}

const good = png(500, 1044);

describe('inspectImage reads sizes from headers', () => {
  const cases: [string, Uint8Array, string, object][] = [
    ['a wireframe-sized PNG', good, 'a.png', ok(500, 1044, 'png')],
    ['a 1×1 PNG', png(1, 1), 'a.png', ok(1, 1, 'png')],
    ['a wide PNG', png(300, 7), 'a.PNG', ok(300, 7, 'png')],
    ['a GIF89a', gifBytes(500, 1044), 'a.gif', ok(500, 1044, 'gif')],
    ['a GIF87a of the largest width', gifBytes(65535, 3, '87a'), 'a.gif', ok(65535, 3, 'gif')],
    ['a baseline JPEG', jpegBytes(500, 1044), 'a.jpg', ok(500, 1044, 'jpeg')],
    ['a progressive JPEG', jpegBytes(640, 480, { sof: 0xc2 }), 'a.jpeg', ok(640, 480, 'jpeg')],
    ['a JPEG padded with zeros after EOI', jpegBytes(10, 20, { trailingZeros: 3 }), 'a.jpg', ok(10, 20, 'jpeg')],
    ['a JPEG stored sideways (EXIF 6, big-endian) as shown upright', jpegBytes(1044, 500, { orientation: 6 }), 'a.jpg', ok(500, 1044, 'jpeg')],
    ['a JPEG stored sideways (EXIF 8, little-endian) as shown upright', jpegBytes(1044, 500, { orientation: 8, byteOrder: 'II' }), 'a.jpg', ok(500, 1044, 'jpeg')],
    ['a JPEG turned upside down (EXIF 3) without swapping', jpegBytes(500, 1044, { orientation: 3 }), 'a.jpg', ok(500, 1044, 'jpeg')],
    ['a BMP with a BITMAPINFOHEADER', bmpBytes(5, 7), 'a.bmp', ok(5, 7, 'bmp')],
    ['a top-down BMP (negative height)', bmpBytes(5, 7, { topDown: true }), 'a.bmp', ok(5, 7, 'bmp')],
    ['a BMP with a BITMAPCOREHEADER', bmpBytes(3, 2, { dibSize: 12 }), 'a.bmp', ok(3, 2, 'bmp')],
    ['an SVG with width and height', svgBytes('<svg xmlns="http://www.w3.org/2000/svg" width="500" height="1044"></svg>'), 'a.svg', ok(500, 1044, 'svg')],
    ['an SVG with px units', svgBytes('<svg width="500px" height=\'1044px\'><rect/></svg>'), 'a.svg', ok(500, 1044, 'svg')],
    ['an SVG with only a viewBox', svgBytes('<svg viewBox="0 0 500 1044"><path d="M0 0"/></svg>'), 'a.svg', ok(500, 1044, 'svg')],
    ['an SVG with a comma-separated viewBox', svgBytes('<svg viewBox="0,0,250,522"></svg>'), 'a.svg', ok(250, 522, 'svg')],
    ['an SVG with a width and a viewBox (height follows the ratio)', svgBytes('<svg width="250" viewBox="0 0 500 1044"></svg>'), 'a.svg', ok(250, 522, 'svg')],
    ['an SVG with a percentage width (the viewBox gives the size)', svgBytes('<svg width="100%" height="100%" viewBox="0 0 50 80"></svg>'), 'a.svg', ok(50, 80, 'svg')],
    ['an SVG in inches', svgBytes('<svg width="1in" height="2in"></svg>'), 'a.svg', ok(96, 192, 'svg')],
    ['an SVG with a fractional size (rounded)', svgBytes('<svg width="499.6" height="1044.4"></svg>'), 'a.svg', ok(500, 1044, 'svg')],
    ['an SVG after an XML prolog, a comment and a BOM', svgBytes('\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<svg height="2" width="1">\n</svg>\n'), 'a.svg', ok(1, 2, 'svg')],
    ['an SVG with a ">" inside an attribute', svgBytes('<svg data-note="a>b" width="3" height="4"></svg>'), 'a.svg', ok(3, 4, 'svg')],
    ['a self-closed SVG root', svgBytes('<svg width="3" height="4"/>'), 'a.svg', ok(3, 4, 'svg')],
    ['a JPEG named .png (the bytes decide, as in the browser)', jpegBytes(8, 9), 'a.png', ok(8, 9, 'jpeg')],
    ['a PNG with an odd extension', png(2, 3), 'wireframe.image', ok(2, 3, 'png')],
  ];
  it.each(cases)('reads %s', (_label, bytes, name, expected) => {
    expect(inspectImage(bytes, name)).toEqual(expected);
  });
});

describe('inspectImage catches corrupt files', () => {
  const iendAt = good.length - 12;
  const cases: [string, Uint8Array, string][] = [
    ['a PNG with a bad signature', damaged(good, (b) => void (b[1] = 0x51)), 'a.png'],
    ['a PNG truncated before IEND', good.subarray(0, iendAt), 'a.png'],
    ['a PNG truncated in the middle of IDAT', good.subarray(0, 100), 'a.png'],
    ['a PNG cut to its signature', good.subarray(0, 8), 'a.png'],
    ['a PNG whose IHDR CRC does not match', damaged(good, (b) => void (b[17] ^= 1)), 'a.png'],
    ['a PNG without IHDR', concatBytes([good.subarray(0, 8), pngChunk('tEXt', new Uint8Array(13), crc), good.subarray(33)]), 'a.png'],
    ['a PNG without IDAT', concatBytes([good.subarray(0, 33), good.subarray(iendAt)]), 'a.png'],
    ['a PNG with bytes after IEND', concatBytes([good, [0, 0, 0, 0]]), 'a.png'],
    ['a PNG with a damaged chunk length', damaged(good, (b) => void (b[33] = 0x7f)), 'a.png'],
    ['a PNG of width 0', assemblePng(0, 4, deflateSync(new Uint8Array(4)), crc), 'a.png'],
    ['a GIF without its trailer', gifBytes(4, 4).subarray(0, -1), 'a.gif'],
    ['a GIF with an unknown version', damaged(gifBytes(4, 4), (b) => void (b[4] = 0x38)), 'a.gif'],
    ['a GIF of height 0', gifBytes(4, 0), 'a.gif'],
    ['a JPEG without EOI', jpegBytes(10, 10, { eoi: false }), 'a.jpg'],
    ['a JPEG without SOI', jpegBytes(10, 10).subarray(2), 'a.jpg'],
    ['a JPEG without a frame header', jpegBytes(10, 10, { sof: null }), 'a.jpg'],
    ['a JPEG whose segment length runs past the end', damaged(jpegBytes(10, 10), (b) => void (b[4] = 0x7f)), 'a.jpg'],
    ['a BMP whose file size exceeds its bytes', bmpBytes(5, 7).subarray(0, -4), 'a.bmp'],
    ['a BMP cut inside its DIB header', bmpBytes(5, 7).subarray(0, 40), 'a.bmp'],
    ['a BMP whose DIB header exceeds its bytes', damaged(bmpBytes(1, 1), (b) => void (b[14] = 200)), 'a.bmp'],
    ['a BMP of width 0', bmpBytes(0, 3), 'a.bmp'],
    ['an SVG that is never closed', svgBytes('<svg width="3" height="4"><rect/>'), 'a.svg'],
    ['an SVG without a size', svgBytes('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>'), 'a.svg'],
    ['an SVG with a zero-sized viewBox and no size', svgBytes('<svg viewBox="0 0 0 0"></svg>'), 'a.svg'],
    ['a .svg file that is not SVG', svgBytes('hello'), 'a.svg'],
    ['an empty .png file', new Uint8Array(0), 'a.png'],
  ];
  it.each(cases)('finds %s corrupt', (_label, bytes, name) => {
    expect(inspectImage(bytes, name)).toEqual(CORRUPT);
  });
});

describe('inspectImage refuses formats the import does not take', () => {
  const webp = concatBytes([[0x52, 0x49, 0x46, 0x46], [0, 0, 0, 0], [0x57, 0x45, 0x42, 0x50]]);
  const cases: [string, Uint8Array, string][] = [
    ['WebP', webp, 'a.webp'],
    ['text without an image extension', svgBytes('not an image'), 'notes.txt'],
    ['a file without an extension', new Uint8Array([1, 2, 3]), 'README'],
  ];
  it.each(cases)('finds %s unsupported', (_label, bytes, name) => {
    expect(inspectImage(bytes, name)).toEqual(UNSUPPORTED);
  });
});

describe('readImageFile', () => {
  it('reads a File and uses its name', async () => {
    const file = new File([good], 'Apple-iPhone 15-硅胶-黑色-前景图.png');
    expect(await readImageFile(file)).toEqual(ok(500, 1044, 'png'));
  });

  it('takes the name from the caller for a Blob', async () => {
    expect(await readImageFile(new Blob([svgBytes('<svg width="1" height="1"></svg>')]), 'a.svg')).toEqual(ok(1, 1, 'svg'));
  });

  it('counts a file it cannot read as corrupt', async () => {
    const unreadable = { name: 'a.png', arrayBuffer: () => Promise.reject(new Error('NotReadableError')) } as unknown as Blob;
    const result: ImageInspection = await readImageFile(unreadable);
    expect(result).toEqual(CORRUPT);
  });
});

describe('sniffFileType', () => {
  const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>';
  it('reads past a prolog longer than the first 4 KB to the root', async () => {
    expect(await sniffFileType(new Blob([`<?xml version="1.0"?><!-- ${'x'.repeat(6000)} -->${SVG}`]))).toBe('svg');
    expect(await sniffFileType(new Blob([`\uFEFF${' '.repeat(9000)}<!DOCTYPE svg>${SVG}`]))).toBe('svg');
  });
  it('says no SVG for another root, text, or a prolog that never ends', async () => {
    expect(await sniffFileType(new Blob([`<!-- ${'x'.repeat(6000)} --><html><svg/></html>`]))).toBeUndefined();
    expect(await sniffFileType(new Blob([`<!-- ${'x'.repeat(6000)}`]))).toBeUndefined();
    expect(await sniffFileType(new Blob(['hello <svg/>']))).toBeUndefined();
  });
  it('takes the signature of a raster file from its first bytes', async () => {
    expect(await sniffFileType(new Blob([good]))).toBe('png');
  });
});
