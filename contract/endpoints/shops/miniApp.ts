import * as v from 'valibot';
import type { Endpoints } from '../../endpoint';
import { MiniAppReplySchema, MiniAppSchema, MiniAppTemplateSchema, MiniAppVersionBodySchema } from '../endpointSchemas';

export const miniApp = {
  get: { method: 'GET', path: '/api/taobao_mini_app', rules: __DEV_TOOLS__ && { access: 'merchant', reply: MiniAppReplySchema } },
  templates: { method: 'GET', path: '/api/taobao_mini_app_templates', rules: __DEV_TOOLS__ && { access: 'merchant', reply: v.array(MiniAppTemplateSchema) } },
  updateVersion: { method: 'POST', path: '/api/taobao_mini_app/update_version', rules: __DEV_TOOLS__ && { access: 'merchant', body: MiniAppVersionBodySchema, reply: v.object({ app: MiniAppSchema }) } },
} as const satisfies Endpoints;
