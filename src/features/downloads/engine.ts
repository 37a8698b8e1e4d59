import { planArchive } from '../../lib/bulkDownload/names';
import type { FlowEngine } from './downloadFlow';

/** The bulk download engine (src/lib/bulkDownload/). */
export const engine: FlowEngine = {
  planArchive,
  // Until the runner lands on this branch, a download says so instead of pretending.
  runBulkDownload: () => Promise.reject(new Error('runBulkDownload is not built yet')),
};

/** Images fetched at once (the engine's measured choice once it lands). */
export const CONCURRENCY = 4;
