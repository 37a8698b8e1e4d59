import { expect } from 'vitest';
import type { ConsoleServer } from '../support/consoleServer';

/**
 * Held calls: a test that checks what the console shows or refuses while a call is in flight holds that call
 * at the dev API (a `hang` fault) and lets it go itself, rather than slowing the reply and hoping its own
 * clicks land inside the window (no latency windows in test/, see the fault book's release()).
 */

/** A held call may come after uploads and a thumbnail's drawing (a designer's save), slow on a loaded machine. */
const POLL = { timeout: 20_000 };

/** Holds the matching requests from now on (the next `times` of them, or all until released). */
export function hold(server: ConsoleServer, { method, path, times }: { method: string; path: string; times?: number }): void {
  server.devApi.faults.add({ method, path, hang: true, ...(times === undefined ? {} : { times }) });
}

/**
 * Waits until at least one request is held (a hang starts only when its request reaches the server, maybe
 * after uploads and drawing), then ends every fault rule and lets the held requests go on: later matching
 * requests are answered at once (unless keepRules). Returns how many were let go.
 */
export async function releaseHeld(server: ConsoleServer, { keepRules = false }: { keepRules?: boolean } = {}): Promise<number> {
  await expect.poll(() => server.devApi.faults.holding(), POLL).toBeGreaterThan(0);
  // keepRules: a batch's calls are let go one at a time, each later one held again by the same rule.
  if (!keepRules) server.devApi.faults.clear();
  return server.devApi.faults.release();
}

/**
 * Ends every fault rule and lets go whatever is held now, without waiting: for a call the test saw arrive
 * and the console may since have aborted (a closed dialog's upload), which no longer waits to be let go.
 */
export function letGoAny(server: ConsoleServer): number {
  server.devApi.faults.clear();
  return server.devApi.faults.release();
}

/** How many requests of `method` whose address (path and query) matches `path` the server has seen. */
export function arrived(server: ConsoleServer, method: string, path: RegExp): number {
  return server.requests.filter((r) => r.startsWith(`${method} `) && path.test(r.slice(method.length + 1))).length;
}

/** Waits until exactly `count` such requests have arrived (the held call reached the server). */
export async function untilArrived(server: ConsoleServer, method: string, path: RegExp, count = 1): Promise<void> {
  await expect.poll(() => arrived(server, method, path), POLL).toBe(count);
}
