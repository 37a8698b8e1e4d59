// The dev cutout host's matte: a stand-in for the real service's model that still gives a real cutout for the
// pictures QA uses (a subject on a near-uniform background). The background colour is estimated from the
// image's border; pixels close to it and connected to the border become transparent, with a soft edge, so a
// subject that happens to contain the background colour inside keeps it.
import type { RgbaImage } from './pngReader';

/** Colour distance (largest channel difference) up to which a pixel is background. */
export const MATTE_INNER = 24;
/** From this distance on a pixel is subject; in between it is the soft edge. */
export const MATTE_OUTER = 64;

/** The border's typical colour: per channel, the median of the border pixels (robust to a subject touching it). */
export function borderColour(image: RgbaImage): [number, number, number, number] {
  const { width, height, data } = image;
  const channels: number[][] = [[], [], [], []];
  const take = (x: number, y: number) => {
    const at = (y * width + x) * 4;
    for (let c = 0; c < 4; c++) channels[c]!.push(data[at + c]!);
  };
  for (let x = 0; x < width; x++) {
    take(x, 0);
    if (height > 1) take(x, height - 1);
  }
  for (let y = 1; y < height - 1; y++) {
    take(0, y);
    if (width > 1) take(width - 1, y);
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
  return [median(channels[0]!), median(channels[1]!), median(channels[2]!), median(channels[3]!)];
}

/** Work between two yields: short enough that the dev server answers other requests meanwhile. */
export const MATTE_SLICE_MS = 8;
/** Pixels handled between two looks at the clock. */
const CHUNK = 1 << 16;

/** A macrotask, not a microtask: timers, I/O and other requests run before the matte goes on. */
const nextMacrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Lets the event loop run once the current slice has taken MATTE_SLICE_MS. */
function slicer(): () => Promise<void> | undefined {
  let since = Date.now();
  return () => {
    if (Date.now() - since < MATTE_SLICE_MS) return undefined;
    return nextMacrotask().then(() => {
      since = Date.now();
    });
  };
}

/**
 * A new image: the background (connected to the border, near its colour) transparent, the subject kept.
 * It runs in the dev server's single thread (and the page's, under the mock adapter), so it works in slices
 * and yields a macrotask between them: a 4096 × 4096 matte never holds other requests for seconds.
 */
export async function matte(image: RgbaImage): Promise<RgbaImage> {
  const { width, height, data } = image;
  const [r, g, b, a] = borderColour(image);
  // A picture whose border is already transparent (a sticker) has its background cut out already.
  if (a < 128) return { width, height, data: new Uint8Array(data) };
  const pause = slicer();
  const count = width * height;
  const distance = new Uint8Array(count);
  for (let start = 0; start < count; start += CHUNK) {
    const end = Math.min(count, start + CHUNK);
    for (let i = start; i < end; i++) {
      const at = i * 4;
      distance[i] = Math.max(Math.abs(data[at]! - r), Math.abs(data[at + 1]! - g), Math.abs(data[at + 2]! - b));
    }
    await pause();
  }
  // Flood from the border through pixels short of the subject's distance: what it reaches is background or edge.
  const reached = new Uint8Array(count);
  const queue = new Int32Array(count);
  let head = 0;
  let tail = 0;
  const visit = (i: number) => {
    if (reached[i] || distance[i]! >= MATTE_OUTER) return;
    reached[i] = 1;
    queue[tail++] = i;
  };
  for (let x = 0; x < width; x++) {
    visit(x);
    visit((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    visit(y * width);
    visit(y * width + width - 1);
  }
  while (head < tail) {
    const end = Math.min(tail, head + CHUNK);
    while (head < end) {
      const i = queue[head++]!;
      const x = i % width;
      if (x > 0) visit(i - 1);
      if (x < width - 1) visit(i + 1);
      if (i >= width) visit(i - width);
      if (i < count - width) visit(i + width);
    }
    await pause();
  }
  const out = new Uint8Array(data);
  for (let start = 0; start < count; start += CHUNK) {
    const end = Math.min(count, start + CHUNK);
    for (let i = start; i < end; i++) {
      if (!reached[i]) continue;
      const d = distance[i]!;
      const keep = d <= MATTE_INNER ? 0 : (d - MATTE_INNER) / (MATTE_OUTER - MATTE_INNER);
      out[i * 4 + 3] = Math.round(data[i * 4 + 3]! * keep);
    }
    await pause();
  }
  return { width, height, data: out };
}
