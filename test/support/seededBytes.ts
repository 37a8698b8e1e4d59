/** `size` bytes of a linear congruential sequence from `seed`: the same every run, and incompressible enough for a ZIP test. */
export function seededBytes(size: number, seed: number): Uint8Array {
  const out = new Uint8Array(size);
  let x = seed + 1;
  for (let i = 0; i < size; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
}
