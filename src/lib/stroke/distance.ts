/**
 * Growing the mask by the stroke's offset with an exact Euclidean distance transform (Felzenszwalb and
 * Huttenlocher, "Distance Transforms of Sampled Functions", 2012): two linear passes, whatever the offset.
 * A per-pixel dilation visits a disc around every pixel (offset² work each); this visits every pixel a
 * fixed number of times, and one transform serves every line of the stroke (each is a distance threshold).
 */

const FAR = 1e20;

/**
 * The squared distance (pixels²) from each pixel's centre to the nearest set pixel's centre; 0 on the
 * mask. Squared, because the thresholds compare against a squared level and only the few pixels on an
 * outline need the root. Far from everything (an empty mask) the values are huge, never Infinity.
 *
 * Pass 1 runs down the columns of the binary mask (the distance to the nearest set pixel in the same
 * column is a running count, computed a row at a time so memory is read in order); pass 2 takes, per row,
 * the lower envelope of the parabolas rooted at those column distances (Felzenszwalb's algorithm 1),
 * skipping the columns with no set pixel at all.
 */
export function squaredDistanceToMask(mask: Uint8Array, width: number, height: number, within = Infinity): Float32Array {
  const size = width * height;
  if (mask.length !== size) throw new RangeError(`distanceToMask: ${mask.length} cells for ${width} × ${height}`);
  if (width + height > 0xffff) throw new RangeError(`distanceToMask: ${width} × ${height} is too large`);
  // Beyond `within` the exact value is not wanted: a column farther than that from any root takes no part.
  const none = Number.isFinite(within) ? Math.min(height + width, Math.ceil(within) + 1) : height + width;
  const column = columnScratch(size);
  // Down, then up: the nearest root above, then below, in the same column. Only the image's edge pixels
  // (a 4-neighbour unset) are roots: an inner pixel always has a neighbour closer to any unset pixel, and
  // fewer roots make the envelope cheaper.
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const i = row + x;
      if (mask[i] && isEdge(mask, i, x, y, width, height)) column[i] = 0;
      else {
        const above = y > 0 ? column[i - width] + 1 : none;
        column[i] = above < none ? above : none;
      }
    }
  }
  for (let y = height - 2; y >= 0; y--) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const below = column[row + width + x] + 1;
      if (below < column[row + x]) column[row + x] = below;
    }
  }

  const out = new Float32Array(size);
  const f = new Float64Array(width);
  const v = new Int32Array(width);
  const z = new Float64Array(width + 1);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let roots = 0;
    for (let x = 0; x < width; x++) {
      const g = column[row + x];
      if (g >= none) f[x] = FAR;
      else {
        f[x] = g * g;
        roots++;
      }
    }
    // A row no root is near: nothing within reach, and nothing of the image on it.
    if (roots === 0) out.fill(FAR, row, row + width);
    else envelope(f, width, v, z, out, row);
  }
  // The image itself is at distance 0 (only its edge was a root).
  for (let i = 0; i < size; i++) if (mask[i]) out[i] = 0;
  return out;
}

/** A set pixel with an unset 4-neighbour (the image's border counts as set: nothing lies beyond it). */
function isEdge(mask: Uint8Array, i: number, x: number, y: number, width: number, height: number): boolean {
  return (x > 0 && !mask[i - 1]) || (x < width - 1 && !mask[i + 1]) || (y > 0 && !mask[i - width]) || (y < height - 1 && !mask[i + width]);
}

/**
 * The column distances, kept between calls: a slider drag transforms a mask of the same size again and
 * again, and a fresh multi-megabyte array each time is what made the worker's timings jump (the
 * allocation is where the collector runs). Whole pixels up to width + height fit 16 bits.
 */
let scratch: Uint16Array | null = null;

function columnScratch(size: number): Uint16Array {
  if (!scratch || scratch.length < size) scratch = new Uint16Array(size);
  return scratch;
}

/** min over q of (x − q)² + f(q) for every x, written to out[row + x]; samples at FAR take no part. */
function envelope(f: Float64Array, n: number, v: Int32Array, z: Float64Array, out: Float32Array, row: number): void {
  let k = -1;
  for (let q = 0; q < n; q++) {
    const fq = f[q];
    if (fq >= FAR) continue;
    if (k < 0) {
      k = 0;
      v[0] = q;
      z[0] = -FAR;
      z[1] = FAR;
      continue;
    }
    const qq = fq + q * q;
    let s = (qq - (f[v[k]] + v[k] * v[k])) / (2 * q - 2 * v[k]);
    while (s <= z[k]) {
      k--;
      s = (qq - (f[v[k]] + v[k] * v[k])) / (2 * q - 2 * v[k]);
    }
    k++;
    v[k] = q;
    z[k] = s;
    z[k + 1] = FAR;
  }
  if (k < 0) {
    out.fill(FAR, row, row + n);
    return;
  }
  k = 0;
  for (let q = 0; q < n; q++) {
    while (z[k + 1] < q) k++;
    const dq = q - v[k];
    out[row + q] = dq * dq + f[v[k]];
  }
}
