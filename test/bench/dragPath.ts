/**
 * One drag, the same in the console and on the plain Leafer page (designerHeavy.ts): the mouse pressed at
 * the centre of the element `view` names and moved by `steps` moves of (3, 2) px, one per frame; the
 * page's main thread traced meanwhile. What either page draws is theirs; the pointer path is this one.
 */
import type { Browser, Page } from 'playwright-core';
import { startMainThreadTrace, stopMainThreadTrace, type MainThreadWork } from './mainThreadTrace';

const START_MARK = 'drag-path-start';
const END_MARK = 'drag-path-end';
/** Set in the page once each move's frame is painted: the trace's frames of the drag. */
const STEP_MARK = 'drag-path-step';

export interface TracedDrag {
  /** Intervals between the page's requestAnimationFrame timestamps, ms. */
  intervalsMs: number[];
  /**
   * The trace of the drag, its `frameCpuMs` one entry a move: everything the main thread did from one
   * move's painted frame to the next's (the pointer event, the frame, the idle frames between); null when
   * the trace missed the page's marks.
   */
  work: MainThreadWork | null;
}

export async function tracedDrag(browser: Browser, page: Page, view: string, steps: number): Promise<TracedDrag> {
  const box = (await page.locator(view).boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await startMainThreadTrace(browser, page);
  await page.evaluate(
    (start) => {
      const w = window as unknown as { frameTimes: number[]; framing: boolean };
      w.frameTimes = [];
      w.framing = true;
      const tick = (now: number) => {
        w.frameTimes.push(now);
        if (w.framing) requestAnimationFrame(tick);
      };
      performance.mark(start);
      requestAnimationFrame(tick);
    },
    START_MARK,
  );
  await page.mouse.down();
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(x + i * 3, y + i * 2);
    // A timer queued from the next frame's requestAnimationFrame runs once that frame is painted.
    await page.evaluate(
      (step) =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              performance.mark(step);
              resolve();
            }, 0),
          ),
        ),
      STEP_MARK,
    );
  }
  await page.mouse.up();
  const times = await page.evaluate((end) => {
    const w = window as unknown as { frameTimes: number[]; framing: boolean };
    w.framing = false;
    performance.mark(end);
    return w.frameTimes;
  }, END_MARK);
  const work = await stopMainThreadTrace(browser, START_MARK, END_MARK, STEP_MARK);
  return { intervalsMs: times.slice(1).map((t, i) => t - times[i]!), work };
}
