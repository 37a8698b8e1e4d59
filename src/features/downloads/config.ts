import { DEFAULT_STALL_MS } from '../../lib/bulkDownload/imageFetch';
import { DEFAULT_CONCURRENCY } from '../../lib/bulkDownload/runner';

/** Spec 3 §9: a ZIP part holds at most 500 MB; a larger download is split into parts of this size. */
export const PART_LIMIT_BYTES = 524_288_000;

/** How the download flow runs the engine: its configuration, set here, not by the screen that starts it. */
export interface DownloadConfig {
  partLimitBytes: number;
  /** Images fetched at once: the engine's measured choice. */
  concurrency: number;
  /** How long an image's fetch may go with nothing coming before it is given up and retried. */
  stallMs: number;
  /** The first retry's wait (the engine's own unless QA's hook sets it). */
  retryDelayMs?: number | undefined;
}

/**
 * The configuration of a download starting now. QA's end-to-end tests set a small part size on the window to
 * see parts split without writing gigabytes, a short stall to see a reply that never comes given up
 * without waiting minutes, and a short back-off to see an image that always fails given up without waiting
 * out its retries' seconds; those hooks are behind __DEV_TOOLS__, so the production bundle has none.
 */
export function downloadConfig(): DownloadConfig {
  const hooks = qaHooks();
  return {
    partLimitBytes: hooks.partLimitBytes ?? PART_LIMIT_BYTES,
    concurrency: DEFAULT_CONCURRENCY,
    stallMs: hooks.stallMs ?? DEFAULT_STALL_MS,
    retryDelayMs: hooks.retryDelayMs,
  };
}

/** The hooks' names stay inside the __DEV_TOOLS__ branch, so the production build drops them with it. */
function qaHooks(): { partLimitBytes?: number | undefined; stallMs?: number | undefined; retryDelayMs?: number | undefined } {
  if (!__DEV_TOOLS__) return {};
  const hooks = window as unknown as { __pccPartLimitBytes?: unknown; __pccImageStallMs?: unknown; __pccRetryDelayMs?: unknown };
  return {
    partLimitBytes: positiveInteger(hooks.__pccPartLimitBytes),
    stallMs: positiveInteger(hooks.__pccImageStallMs),
    retryDelayMs: positiveInteger(hooks.__pccRetryDelayMs),
  };
}

function positiveInteger(value: unknown): number | undefined {
  const asked = Number(value);
  return Number.isInteger(asked) && asked > 0 ? asked : undefined;
}
