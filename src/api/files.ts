import type { AdminFilesPort } from '../../adapters/types';
import { apiRequest } from './client';

/** Spec 1 §7, files: the calls the adapters' upload flows make, through the one API client. */
export const adminFiles: AdminFilesPort = {
  uploadForm: (fileName, kind) =>
    apiRequest('/api/files/upload_form', { method: 'POST', body: { fileName, type: kind } }),
  uploadResult: async (result) => {
    await apiRequest('/api/files/upload_result', { method: 'POST', body: result });
  },
  registerMarketplaceFile: (file) => apiRequest('/api/files/taobao', { method: 'POST', body: file }),
};
