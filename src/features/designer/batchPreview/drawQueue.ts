/**
 * The batch preview's lazy drawing: a card asks to be drawn when it scrolls into view and withdraws when
 * it scrolls away. At most `concurrency` jobs run at once (each loads a wireframe's images, then paints);
 * a withdrawn job that has not started never starts, and one that runs is told through its signal, so
 * images no one will see stop loading. A finished job is not run again unless asked after a reset.
 */
export type DrawJob = (signal: AbortSignal) => Promise<void>;

interface Entry {
  job: DrawJob;
  controller: AbortController | null;
}

export class DrawQueue {
  private readonly waiting = new Map<string, Entry>();
  private readonly running = new Map<string, Entry>();
  private readonly done = new Set<string>();
  private closed = false;

  constructor(private readonly concurrency = 3) {}

  /** Draws `key` when a slot frees (now, if one is free); a key already drawn, waiting or running is left as is. */
  want(key: string, job: DrawJob): void {
    if (this.closed || this.done.has(key) || this.waiting.has(key) || this.running.has(key)) return;
    this.waiting.set(key, { job, controller: null });
    this.pump();
  }

  /** The card left the view: its job is dropped if waiting, aborted if running. A drawn card stays drawn. */
  drop(key: string): void {
    this.waiting.delete(key);
    const entry = this.running.get(key);
    if (!entry) return;
    this.running.delete(key);
    entry.controller!.abort();
    this.pump();
  }

  isDrawn(key: string): boolean {
    return this.done.has(key);
  }

  /** How many jobs wait and run: for tests and the benchmark. */
  get pending(): { waiting: number; running: number } {
    return { waiting: this.waiting.size, running: this.running.size };
  }

  /** Stops everything (the drawer closed or the colour changed). */
  close(): void {
    this.closed = true;
    this.waiting.clear();
    for (const entry of this.running.values()) entry.controller!.abort();
    this.running.clear();
  }

  private pump(): void {
    while (!this.closed && this.running.size < this.concurrency && this.waiting.size > 0) {
      // Oldest request first: the cards nearest the top of what is on screen asked first.
      const [key, entry] = this.waiting.entries().next().value as [string, Entry];
      this.waiting.delete(key);
      entry.controller = new AbortController();
      this.running.set(key, entry);
      void this.run(key, entry);
    }
  }

  private async run(key: string, entry: Entry): Promise<void> {
    const { signal } = entry.controller!;
    try {
      await entry.job(signal);
      if (!signal.aborted) this.done.add(key);
    } catch {
      // A failed draw is the card's to show; it may be asked again when it scrolls back in.
    } finally {
      if (this.running.get(key) === entry) this.running.delete(key);
      this.pump();
    }
  }
}

/**
 * Paints in animation frames, a few milliseconds' worth a frame (at least one paint), so that cards whose
 * images arrive together do not paint in one long task while the merchant scrolls. `schedule` is
 * requestAnimationFrame in the browser and a fake in tests.
 */
export class PaintGate {
  private readonly waiting: { paint: () => void; signal: AbortSignal; done: () => void }[] = [];
  private scheduled = false;

  constructor(
    private readonly budgetMs = 8,
    private readonly schedule: (run: () => void) => void = (run) => requestAnimationFrame(run),
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Resolves once `paint` has run in a frame, or at once (without painting) if the signal aborts first. */
  run(paint: () => void, signal: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({
        paint: () => {
          try {
            paint();
            resolve();
          } catch (failure) {
            reject(failure);
          }
        },
        signal,
        done: resolve,
      });
      if (!this.scheduled) {
        this.scheduled = true;
        this.schedule(this.frame);
      }
    });
  }

  private readonly frame = (): void => {
    this.scheduled = false;
    const start = this.now();
    let painted = 0;
    while (this.waiting.length > 0 && (painted === 0 || this.now() - start < this.budgetMs)) {
      const next = this.waiting.shift()!;
      if (next.signal.aborted) {
        next.done();
        continue;
      }
      next.paint();
      painted++;
    }
    if (this.waiting.length > 0) {
      this.scheduled = true;
      this.schedule(this.frame);
    }
  };
}
