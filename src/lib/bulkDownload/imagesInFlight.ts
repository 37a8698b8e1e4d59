import type { Arrival, Fetched } from './imageFetch';
import type { BulkDownloadFailure, PlannedImage } from './types';

/** A result in the order images finish; `take` waits for the next one. */
class Arrivals<T> {
  private readonly items: T[] = [];
  private waiting: ((item: T) => void) | null = null;

  push(item: T): void {
    if (this.waiting) {
      const wake = this.waiting;
      this.waiting = null;
      wake(item);
    } else this.items.push(item);
  }

  take(): Promise<T> {
    const item = this.items.shift();
    if (item !== undefined) return Promise.resolve(item);
    return new Promise((resolve) => (this.waiting = resolve));
  }
}

/**
 * The download's images fetched a few at a time and taken in the order they finish. A slot is held from
 * the fetch until the archive takes the image, so a slow disk stops the fetching: that is the memory bound.
 */
export class ImagesInFlight {
  private readonly arrivals = new Arrivals<Arrival>();
  private launched = 0;
  private unclaimed: number;
  private slotsInUse = 0;

  constructor(
    private readonly images: readonly PlannedImage[],
    private readonly concurrency: number,
    private readonly fetchOne: (image: PlannedImage) => Promise<Arrival>,
    private readonly stop: AbortSignal,
    /** An image that failed on the way (after its retries). */
    private readonly onFailure: (failure: BulkDownloadFailure) => void,
  ) {
    this.unclaimed = images.length;
  }

  /** Fills the free slots. */
  launch(): void {
    while (this.slotsInUse < this.concurrency && this.launched < this.images.length && !this.stop.aborted) {
      const image = this.images[this.launched++]!;
      this.slotsInUse++;
      this.fetchOne(image).then(
        (arrival) => this.arrivals.push(arrival),
        (error: unknown) => this.arrivals.push({ error }),
      );
    }
  }

  /** The next image that arrived whole; failures on the way go to onFailure. Null when none is left. */
  async next(): Promise<Fetched | null> {
    while (this.unclaimed > 0) {
      const arrival = await this.arrivals.take();
      this.unclaimed--;
      this.slotsInUse--;
      this.launch();
      if ('error' in arrival) throw arrival.error;
      if ('entry' in arrival) return arrival;
      this.onFailure(arrival.retryable === false ? { image: arrival.image, reason: arrival.failure, retryable: false } : { image: arrival.image, reason: arrival.failure });
    }
    return null;
  }
}
