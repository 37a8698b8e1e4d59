import type { Endpoints } from '../../endpoint';
import { MarketplaceFileBodySchema, MarketplaceFileReplySchema, UploadFormBodySchema, UploadFormSchema, UploadResultBodySchema } from '../endpointSchemas';

export const files = {
  uploadForm: { method: 'POST', path: '/api/files/upload_form', rules: __DEV_TOOLS__ && { access: 'merchant', body: UploadFormBodySchema, reply: UploadFormSchema } },
  // The bytes as multipart/form-data, as OSS takes them (the form's fields and the file): no JSON to check.
  storage: { method: 'POST', path: '/api/files/storage', rules: __DEV_TOOLS__ && { access: 'signed' } },
  uploadResult: { method: 'POST', path: '/api/files/upload_result', rules: __DEV_TOOLS__ && { access: 'merchant', body: UploadResultBodySchema } },
  registerMarketplaceFile: { method: 'POST', path: '/api/files/taobao', rules: __DEV_TOOLS__ && { access: 'merchant', body: MarketplaceFileBodySchema, reply: MarketplaceFileReplySchema } },
  content: { method: 'GET', path: '/api/files/:id/content', rules: __DEV_TOOLS__ && { access: 'signed' } },
} as const satisfies Endpoints;
