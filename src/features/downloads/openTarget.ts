import type { SaveTarget } from '../../../adapters/types';
import { archivePartName } from '../../lib/bulkDownload/names';
import type { FlowDeps } from './flowDeps';
import { MSG } from './messages';
import type { DownloadKind } from './selection';

/** A cancel (the merchant's, or a picker closed): the flow ends quietly. */
export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Opens where the parts go; a cancelled picker ends the flow quietly (null). */
export async function openTarget(deps: FlowDeps, kind: DownloadKind, startedAt: Date): Promise<SaveTarget | null> {
  try {
    return await deps.beginSave(archivePartName(MSG.downloads.kindName(kind), startedAt, 1));
  } catch (error) {
    if (isAbort(error)) return null;
    throw error;
  }
}
