import type { Endpoints } from '../../endpoint';
import { PreviewModelBodySchema } from '../endpointSchemas';

export const devPreviewModels = {
  add: { method: 'POST', path: '/api/__dev/preview_models', rules: __DEV_TOOLS__ && { access: 'public', body: PreviewModelBodySchema } },
} as const satisfies Endpoints;
