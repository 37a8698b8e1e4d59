import type { Endpoints } from '../../endpoint';

export const cloudFiles = {
  // The image's bytes as they are, named by an x-file-name header (the mini-program's cloud upload): no JSON to check.
  create: { method: 'POST', path: '/api/__dev/cloud_files', rules: __DEV_TOOLS__ && { access: 'public' } },
  get: { method: 'GET', path: '/api/__dev/cloud_files/:taobaoFileId', rules: __DEV_TOOLS__ && { access: 'public' } },
  remove: { method: 'DELETE', path: '/api/__dev/cloud_files/:taobaoFileId', rules: __DEV_TOOLS__ && { access: 'public' } },
} as const satisfies Endpoints;
