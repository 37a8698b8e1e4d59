import type { Endpoints } from '../../endpoint';
import { replyType } from '../../endpointReply';
import { DownloadRulesBodySchema } from '../endpointSchemas';

export const downloadRules = {
  get: { method: 'GET', path: '/api/download_rules_setting', rules: __DEV_TOOLS__ && { access: 'merchant', reply: replyType<unknown>() } },
  replace: { method: 'PUT', path: '/api/download_rules_setting', rules: __DEV_TOOLS__ && { access: 'merchant', body: DownloadRulesBodySchema, reply: DownloadRulesBodySchema } },
} as const satisfies Endpoints;
