/**
 * Growing the mask by the stroke's offset with an exact Euclidean distance transform (Felzenszwalb and
 * Huttenlocher, "Distance Transforms of Sampled Functions", 2012): two linear passes, whatever the offset.
 * A per-pixel dilation visits a disc around every pixel (offset² work each); this visits every pixel a
 * fixed number of times, and one transform serves every line of the stroke (each is a distance threshold).
 */

const FAR = 1e20;

/**
 * The distance (pixels) from each pixel's centre to the nearest set pixel's centre; 0 on the mask.
 * Far from everything (an empty mask) the values are huge, never Infinity.
 */
export function distanceToMask(mask: Uint8Array, width: number, height: number): Float32Array {
  const size = width * height;
  if (mask.length !== size) throw new RangeError(`distanceToMask: ${mask.length} cells for ${width} × ${height}`);
  const grid = new Float64Array(size);
  for (let i = 0; i < size; i++) grid[i] = mask[i] ? 0 : FAR;

  const longest = Math.max(width, height);
  const f = new Float64Array(longest);
  const d = new Float64Array(longest);
  const v = new Int32Array(longest);
  const z = new Float64Array(longest + 1);

  // Columns first, then rows over the column results: the squared distance separates by axis.
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) f[y] = grid[y * width + x];
    squaredDistance1d(f, height, d, v, z);
    for (let y = 0; y < height; y++) grid[y * width + x] = d[y];
  }
  const out = new Float32Array(size);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) f[x] = grid[row + x];
    squaredDistance1d(f, width, d, v, z);
    for (let x = 0; x < width; x++) out[row + x] = Math.sqrt(d[x]);
  }
  return out;
}

/** The lower envelope of the parabolas rooted at each sample (the paper's algorithm 1). */
function squaredDistance1d(f: Float64Array, n: number, d: Float64Array, v: Int32Array, z: Float64Array): void {
  let k = 0;
  v[0] = 0;
  z[0] = -FAR;
  z[1] = FAR;
  for (let q = 1; q < n; q++) {
    const fq = f[q] + q * q;
    let s = (fq - (f[v[k]] + v[k] * v[k])) / (2 * q - 2 * v[k]);
    while (s <= z[k]) {
      k--;
      s = (fq - (f[v[k]] + v[k] * v[k])) / (2 * q - 2 * v[k]);
    }
    k++;
    v[k] = q;
    z[k] = s;
    z[k + 1] = FAR;
  }
  k = 0;
  for (let q = 0; q < n; q++) {
    while (z[k + 1] < q) k++;
    const dq = q - v[k];
    d[q] = dq * dq + f[v[k]];
  }
}

/** The mask grown by `radius` pixels: every pixel within that distance of the image. */
export function growMask(distance: Float32Array, radius: number): Uint8Array {
  const grown = new Uint8Array(distance.length);
  for (let i = 0; i < distance.length; i++) grown[i] = distance[i] <= radius ? 1 : 0;
  return grown;
}

/**
 * The obvious way, kept as the benchmark's baseline and the tests' reference: every set pixel paints the
 * disc of `radius` around it.
 */
export function naiveDilate(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const grown = new Uint8Array(mask.length);
  const r = Math.floor(radius);
  const r2 = radius * radius;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      for (let dy = -r; dy <= r; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -r; dx <= r; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width || dx * dx + dy * dy > r2) continue;
          grown[yy * width + xx] = 1;
        }
      }
    }
  }
  return grown;
}
