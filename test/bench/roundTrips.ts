/**
 * The two round-trip loops every bridge benchmark runs, in Node and in the page alike: one call at a
 * time, and batches of calls in flight together. Plain timing with performance.now(); no assertions.
 */

export interface RoundTripMeasurement {
  roundTrips: number;
  durationMs: number;
  roundTripsPerSecond: number;
  /** Calls in flight at once: 1 for sequential. */
  inFlight: number;
}

export interface RoundTripOptions {
  /** How long each measurement runs (it finishes the call or batch under way). */
  durationMs: number;
  /** Unmeasured calls first, so the JIT and caches are warm. */
  warmupMs: number;
  batchSize: number;
}

export interface RoundTripPair {
  sequential: RoundTripMeasurement;
  concurrent: RoundTripMeasurement;
}

type Call = () => Promise<unknown>;

function result(roundTrips: number, durationMs: number, inFlight: number): RoundTripMeasurement {
  return {
    roundTrips,
    durationMs: Math.round(durationMs * 10) / 10,
    roundTripsPerSecond: Math.round((roundTrips / durationMs) * 1000),
    inFlight,
  };
}

export async function measureSequential(call: Call, durationMs: number): Promise<RoundTripMeasurement> {
  let count = 0;
  const start = performance.now();
  let now = start;
  while (now - start < durationMs) {
    await call();
    count++;
    now = performance.now();
  }
  return result(count, now - start, 1);
}

export async function measureConcurrent(call: Call, durationMs: number, batchSize: number): Promise<RoundTripMeasurement> {
  let count = 0;
  const start = performance.now();
  let now = start;
  while (now - start < durationMs) {
    const batch: Promise<unknown>[] = [];
    for (let i = 0; i < batchSize; i++) batch.push(call());
    await Promise.all(batch);
    count += batchSize;
    now = performance.now();
  }
  return result(count, now - start, batchSize);
}

/** Several measurements of one kind as one: total round trips over total time. */
/**
 * Several measurements of one kind as their median round: its rate and size. On a shared machine a
 * burst of other work ruins a round or two; the median ignores them where the total would not.
 */
export function median(parts: RoundTripMeasurement[]): RoundTripMeasurement {
  const sorted = [...parts].sort((a, b) => a.roundTripsPerSecond - b.roundTripsPerSecond);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no rounds to take the median of');
  return middle;
}

export function medianPairs(pairs: RoundTripPair[]): RoundTripPair {
  return {
    sequential: median(pairs.map((p) => p.sequential)),
    concurrent: median(pairs.map((p) => p.concurrent)),
  };
}

/** Warm-up, then sequential, then concurrent, on one call. */
export async function measureRoundTrips(call: Call, options: RoundTripOptions): Promise<RoundTripPair> {
  await measureConcurrent(call, options.warmupMs / 2, options.batchSize);
  await measureSequential(call, options.warmupMs / 2);
  const sequential = await measureSequential(call, options.durationMs);
  const concurrent = await measureConcurrent(call, options.durationMs, options.batchSize);
  return { sequential, concurrent };
}
