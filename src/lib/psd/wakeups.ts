/**
 * Promises that settle together at the next `wake`: a loop that waits for something to change (a lane to
 * come free, a preview to be drawn) awaits `next()`, then looks again.
 */
export class Wakeups {
  private waiting: (() => void)[] = [];

  next(): Promise<void> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  wake(): void {
    const waiting = this.waiting;
    this.waiting = [];
    waiting.forEach((resolve) => resolve());
  }
}
