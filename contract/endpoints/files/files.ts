import type { Endpoints } from '../../endpoint';
import { replyType } from '../../endpointReply';
import type { UploadForm } from '../../files';

export const files = {
  uploadForm: { method: 'POST', path: '/api/files/upload_form', rules: __DEV_TOOLS__ && { access: 'merchant', reply: replyType<UploadForm>() } },
  storage: { method: 'POST', path: '/api/files/storage', rules: __DEV_TOOLS__ && { access: 'public' } },
  uploadResult: { method: 'POST', path: '/api/files/upload_result', rules: __DEV_TOOLS__ && { access: 'merchant' } },
  registerMarketplaceFile: { method: 'POST', path: '/api/files/taobao', rules: __DEV_TOOLS__ && { access: 'merchant', reply: replyType<{ id: string }>() } },
  content: { method: 'GET', path: '/api/files/:id/content', rules: __DEV_TOOLS__ && { access: 'public' } },
} as const satisfies Endpoints;
