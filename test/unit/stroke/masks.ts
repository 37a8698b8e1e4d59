/** Small hand-made masks: '#' is the image, '.' is transparent. */
export interface TestMask {
  mask: Uint8Array;
  width: number;
  height: number;
}

export function maskFrom(rows: readonly string[]): TestMask {
  const height = rows.length;
  const width = rows[0].length;
  const mask = new Uint8Array(width * height);
  rows.forEach((row, y) => [...row].forEach((cell, x) => (mask[y * width + x] = cell === '#' ? 1 : 0)));
  return { mask, width, height };
}

/** A width × height mask with the rectangle [x0, x1) × [y0, y1) set. */
export function rectMask(width: number, height: number, x0: number, y0: number, x1: number, y1: number): TestMask {
  const mask = new Uint8Array(width * height);
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) mask[y * width + x] = 1;
  return { mask, width, height };
}

export function pointInPolygon(x: number, y: number, polygon: readonly { x: number; y: number }[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i];
    const b = polygon[j];
    if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}
