import { DEFAULT_CONCURRENCY } from '../../lib/bulkDownload/runner';

/** Spec 3 §9: a ZIP part holds at most 500 MB; a larger download is split into parts of this size. */
export const PART_LIMIT_BYTES = 524_288_000;

/** How the download flow runs the engine: its configuration, set here, not by the screen that starts it. */
export interface DownloadConfig {
  partLimitBytes: number;
  /** Images fetched at once: the engine's measured choice. */
  concurrency: number;
}

/**
 * The configuration of a download starting now. QA's end-to-end tests set a small part size on the window to
 * see parts split without writing gigabytes; that hook is behind __DEV_TOOLS__, so the production bundle
 * has none.
 */
export function downloadConfig(): DownloadConfig {
  return { partLimitBytes: askedPartLimit() ?? PART_LIMIT_BYTES, concurrency: DEFAULT_CONCURRENCY };
}

function askedPartLimit(): number | undefined {
  if (!__DEV_TOOLS__) return undefined;
  const asked = Number((window as unknown as { __pccPartLimitBytes?: unknown }).__pccPartLimitBytes);
  return Number.isInteger(asked) && asked > 0 ? asked : undefined;
}
