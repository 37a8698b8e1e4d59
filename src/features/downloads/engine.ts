import { planArchive } from '../../lib/bulkDownload/names';
import { DEFAULT_CONCURRENCY, runBulkDownload } from '../../lib/bulkDownload/runner';
import type { FlowEngine } from './downloadFlow';

/** The bulk download engine (src/lib/bulkDownload/). */
export const engine: FlowEngine = { planArchive, runBulkDownload };

/** Images fetched at once: the engine's measured choice. */
export const CONCURRENCY = DEFAULT_CONCURRENCY;
