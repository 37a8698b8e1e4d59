/**
 * Reading a band of the sheet back from its canvas, not premultiplied (unassociated alpha, spec §3), into
 * one buffer used again for every band. getImageData hands back a new buffer each call: for a 600 × 900 mm
 * sheet at 300 dpi that is 301 MB of garbage, of which the page's collector let up to 152 MB build up
 * (docs/performance.md, "Production sheets"), past the 150 MB the whole sheet may grow the page by (spec §4).
 * A VideoFrame copies into a buffer the caller owns, and its frame and bitmap are freed when closed, not
 * when collected. The frame is made from an ImageBitmap of the canvas that is not premultiplied: Chromium
 * divides the canvas's premultiplied store back out exactly as getImageData does (byte for byte, the
 * end-to-end test checks), where a VideoFrame of the canvas itself loses up to a/2 levels at alpha a.
 * A probe finds once whether the browser does so; where it does not, or has no VideoFrame, getImageData is
 * the way.
 */

let probed: Promise<boolean> | null = null;

/** A bitmap of the canvas, not premultiplied, as a VideoFrame; the caller closes both. */
async function frameOf(canvas: OffscreenCanvas, rows: number): Promise<{ frame: VideoFrame; bitmap: ImageBitmap }> {
  const bitmap = await createImageBitmap(canvas, 0, 0, canvas.width, rows, { premultiplyAlpha: 'none' });
  try {
    return { frame: new VideoFrame(bitmap, { timestamp: 0, alpha: 'keep' }), bitmap };
  } catch (error) {
    bitmap.close();
    throw error;
  }
}

async function copyOut(canvas: OffscreenCanvas, rows: number, into: Uint8Array<ArrayBuffer>): Promise<void> {
  const { frame, bitmap } = await frameOf(canvas, rows);
  try {
    await frame.copyTo(into, { format: 'RGBA', colorSpace: 'srgb' });
  } finally {
    frame.close();
    bitmap.close();
  }
}

/** Whether a pixel of rgba(200, 100, 50, 0.5) comes out of a frame as getImageData gives it (199, 100, 50, 128). */
function framesRead(): Promise<boolean> {
  probed ??= (async () => {
    if (typeof VideoFrame !== 'function') return false;
    try {
      const canvas = new OffscreenCanvas(1, 1);
      const context = canvas.getContext('2d');
      if (!context) return false;
      context.fillStyle = 'rgba(200, 100, 50, 0.5)';
      context.fillRect(0, 0, 1, 1);
      const pixel = new Uint8Array(4);
      await copyOut(canvas, 1, pixel);
      const expected = context.getImageData(0, 0, 1, 1).data;
      return pixel.every((value, i) => value === expected[i]);
    } catch {
      return false;
    }
  })();
  return probed;
}

/**
 * A reader of the canvas's top `rows` rows, RGBA not premultiplied. What it returns is valid until it is
 * called again (the buffer is reused).
 */
export function bandPixels(canvas: OffscreenCanvas, context: OffscreenCanvasRenderingContext2D): (rows: number) => Promise<Uint8Array<ArrayBuffer>> {
  let buffer: Uint8Array<ArrayBuffer> | null = null;
  return async (rows) => {
    if (await framesRead()) {
      buffer ??= new Uint8Array(canvas.width * canvas.height * 4);
      const band = buffer.subarray(0, canvas.width * rows * 4);
      await copyOut(canvas, rows, band);
      return band;
    }
    const { data } = context.getImageData(0, 0, canvas.width, rows);
    return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  };
}
