import { Message } from '@arco-design/web-react';
import type { Id } from '../../../../contract/catalogue';
import type { PrintSize } from '../../../../contract/printSize';
import { ApiError, type ApiOptions } from '../../../api/client';
import { setPrintSizes } from '../../../api/printSizes';
import { MSG } from '../messages';

/**
 * Sets the models' print size where it is kept (api/printSizes.ts). A refusal of the admin API has been shown
 * by its client; a browser that would not keep it (no IndexedDB, storage refused) is said here. Either way it
 * rejects, so the form stays open with what was typed.
 */
export async function savePrintSizes(ids: readonly Id[], size: PrintSize | null, base?: PrintSize | null, options: Pick<ApiOptions, 'callerHandles'> = {}): Promise<void> {
  try {
    await setPrintSizes(ids, size, base, options);
  } catch (error) {
    if (!(error instanceof ApiError)) Message.error(MSG.catalogue.printSizesNotKept);
    throw error;
  }
}
