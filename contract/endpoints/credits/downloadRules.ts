import type { Endpoints } from '../../endpoint';
import { DownloadRulesBodySchema } from '../endpointSchemas';

export const downloadRules = {
  get: { method: 'GET', path: '/api/download_rules_setting', rules: __DEV_TOOLS__ && { access: 'merchant', reply: DownloadRulesBodySchema } },
  replace: { method: 'PUT', path: '/api/download_rules_setting', rules: __DEV_TOOLS__ && { access: 'merchant', body: DownloadRulesBodySchema, reply: DownloadRulesBodySchema } },
} as const satisfies Endpoints;
