import type { AdminFilesPort } from '../../adapters/types';
import { files } from '../../contract/endpoints/files/files';
import { call } from './client';

/** Spec 1 §7, files: the calls the adapters' upload flows make, through the one API client. */
export const adminFiles: AdminFilesPort = {
  uploadForm: (fileName, kind) => call(files.uploadForm, { body: { fileName, type: kind } }),
  uploadResult: async (result) => {
    await call(files.uploadResult, { body: result });
  },
  registerMarketplaceFile: (file) => call(files.registerMarketplaceFile, { body: file }),
};
