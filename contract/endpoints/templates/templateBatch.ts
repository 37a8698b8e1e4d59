import type { Endpoints } from '../../endpoint';
import { replyType } from '../../endpointReply';
import type { TemplateBatchReply } from '../../templateBatch';

export const templateBatch = {
  apply: { method: 'POST', path: '/api/design_templates/batch_settings', rules: __DEV_TOOLS__ && { access: 'merchant', reply: replyType<TemplateBatchReply>() } },
} as const satisfies Endpoints;
