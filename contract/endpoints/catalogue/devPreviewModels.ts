import type { Endpoints } from '../../endpoint';

export const devPreviewModels = {
  add: { method: 'POST', path: '/api/__dev/preview_models', rules: __DEV_TOOLS__ && { access: 'public' } },
} as const satisfies Endpoints;
