/** Spec 3 §2: four quick clicks on a SKU name reveal its platform id. */
export const REVEAL_CLICKS = 4;
/** How quick "quick" is: the four clicks within this many milliseconds. */
export const REVEAL_WINDOW_MS = 1000;

/**
 * Counts clicks that come close together: `click(now)` answers whether this click completes a run of
 * `count` clicks within `windowMs`. Pure, so the rule is tested without a DOM or a clock.
 */
export function createQuickClicks(count = REVEAL_CLICKS, windowMs = REVEAL_WINDOW_MS) {
  let times: number[] = [];
  return {
    click(now: number): boolean {
      times = [...times.filter((time) => now - time < windowMs), now];
      if (times.length < count) return false;
      times = [];
      return true;
    },
  };
}
