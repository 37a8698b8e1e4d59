/**
 * What a page's main thread did between two `performance.mark`s, read from a Chrome trace: every task
 * it ran there, with its wall time and its CPU time. On a busy machine a task's wall time also holds the
 * time the thread waited for a core; its CPU time does not, so the two together tell work from waiting.
 */
import type { Browser, Page } from 'playwright-core';

/** The categories read: tasks with their thread time, and the page's marks. */
const CATEGORIES = ['toplevel', 'blink.user_timing'];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

export interface MainThreadWork {
  tasks: number;
  /** The main thread's CPU over the window, all tasks together. */
  cpuMs: number;
  /** The longest task by wall time, and the CPU it took. */
  longestTaskMs: number;
  longestTaskCpuMs: number;
  /** The most CPU any one task took: under load the longest task by wall time may be one that waited most. */
  heaviestTaskCpuMs: number;
  /**
   * The main thread's CPU between each two `frameMark`s the page set (a drag marks each move's frame
   * painted: dragPath.ts), a task counted in the interval it ends in: empty when no frame mark was named.
   */
  frameCpuMs: number[];
}

export function startMainThreadTrace(browser: Browser, page: Page): Promise<void> {
  return browser.startTracing(page, { categories: CATEGORIES });
}

/** Stops the trace and reads the main thread of the renderer that set both marks, between them. */
export async function stopMainThreadTrace(browser: Browser, startMark: string, endMark: string, frameMark?: string): Promise<MainThreadWork | null> {
  const { traceEvents: events } = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  const start = events.find((e) => e.name === startMark);
  const end = events.find((e) => e.name === endMark && e.pid === start?.pid);
  if (!start || !end) return null;
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === start.pid && e.args?.name === 'CrRendererMain');
  if (!main) return null;
  // The outermost task of each turn of the main thread's loop; a nested one is part of it.
  const tasks: TraceEvent[] = [];
  const runs = events
    .filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && e.pid === main.pid && e.tid === main.tid)
    .sort((a, b) => a.ts - b.ts);
  for (const task of runs) {
    const last = tasks[tasks.length - 1];
    if (last && task.ts < last.ts + (last.dur ?? 0)) continue;
    if (task.ts + (task.dur ?? 0) >= start.ts && task.ts <= end.ts) tasks.push(task);
  }
  const longest = tasks.reduce<TraceEvent | null>((best, task) => (!best || (task.dur ?? 0) > (best.dur ?? 0) ? task : best), null);
  const ms = (us: number | undefined) => Math.round((us ?? 0) / 100) / 10;
  const frames = events.filter((e) => e.name === frameMark && e.pid === start.pid && e.ts >= start.ts && e.ts <= end.ts).map((e) => e.ts);
  frames.sort((a, b) => a - b);
  const frameCpu = frames.slice(1).map(() => 0);
  for (const task of tasks) {
    const ended = task.ts + (task.dur ?? 0);
    // The frame whose mark comes first at or after the task's end; tasks before the first mark or after the last are left out.
    const frame = frames.findIndex((at) => at >= ended);
    if (frame > 0) frameCpu[frame - 1]! += task.tdur ?? 0;
  }
  return {
    frameCpuMs: frameCpu.map((us) => us / 1000),
    tasks: tasks.length,
    cpuMs: ms(tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0)),
    longestTaskMs: ms(longest?.dur),
    longestTaskCpuMs: ms(longest?.tdur),
    heaviestTaskCpuMs: ms(Math.max(0, ...tasks.map((task) => task.tdur ?? 0))),
  };
}
