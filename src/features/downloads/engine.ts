import { planArchive } from '../../lib/bulkDownload/names';
import { runBulkDownload } from '../../lib/bulkDownload/runner';
import type { FlowEngine } from './flowDeps';

/** The bulk download engine (src/lib/bulkDownload/). */
export const engine: FlowEngine = { planArchive, runBulkDownload };
