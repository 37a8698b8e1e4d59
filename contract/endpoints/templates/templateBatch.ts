import type { Endpoints } from '../../endpoint';
import { TemplateBatchReplySchema, templateBatchSchema } from '../endpointSchemas';

export const templateBatch = {
  apply: { method: 'POST', path: '/api/design_templates/batch_settings', rules: __DEV_TOOLS__ && { access: 'merchant', body: templateBatchSchema, reply: TemplateBatchReplySchema } },
} as const satisfies Endpoints;
