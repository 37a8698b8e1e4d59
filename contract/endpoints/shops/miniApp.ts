import type { Endpoints } from '../../endpoint';
import { replyType } from '../../endpointReply';
import type { MiniApp, MiniAppTemplate } from '../../miniApp';
import { MiniAppVersionBodySchema } from '../endpointSchemas';

export const miniApp = {
  get: { method: 'GET', path: '/api/taobao_mini_app', rules: __DEV_TOOLS__ && { access: 'merchant', reply: replyType<{ app?: Partial<MiniApp> | null }>() } },
  templates: { method: 'GET', path: '/api/taobao_mini_app_templates', rules: __DEV_TOOLS__ && { access: 'merchant', reply: replyType<MiniAppTemplate[]>() } },
  updateVersion: { method: 'POST', path: '/api/taobao_mini_app/update_version', rules: __DEV_TOOLS__ && { access: 'merchant', body: MiniAppVersionBodySchema, reply: replyType<{ app: MiniApp }>() } },
} as const satisfies Endpoints;
