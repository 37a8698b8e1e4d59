/**
 * Holds the bulk download's fetches while the merchant is asked whether to stop it. A print file fetched
 * while the question is open is served, and a served print file stays charged
 * (docs/downloads-and-charges.md, "What a download charges"): the time spent reading the question must not cost credits. What is already in flight comes
 * in; nothing new is asked for, not even a retry, until the merchant goes on.
 */
export class FetchGate {
  private waiting: (() => void)[] = [];
  private held = false;

  get paused(): boolean {
    return this.held;
  }

  pause(): void {
    this.held = true;
  }

  resume(): void {
    this.held = false;
    const waiting = this.waiting;
    this.waiting = [];
    for (const wake of waiting) wake();
  }

  /** Resolves at once when open, else when resumed; rejects with the signal's reason when it aborts first. */
  open(signal: AbortSignal): Promise<void> {
    if (signal.aborted) return Promise.reject(signal.reason);
    if (!this.held) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const wake = () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      };
      const onAbort = () => {
        this.waiting = this.waiting.filter((other) => other !== wake);
        reject(signal.reason);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(wake);
    });
  }
}
