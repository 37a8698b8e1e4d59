import * as v from 'valibot';
import type { Endpoints } from '../../endpoint';
import { TemplateGroupBodySchema, TemplateGroupPatchBodySchema, TemplateGroupSchema } from '../endpointSchemas';

export const templateGroups = {
  list: { method: 'GET', path: '/api/design_template_collections', rules: __DEV_TOOLS__ && { access: 'merchant', reply: v.array(TemplateGroupSchema) } },
  create: { method: 'POST', path: '/api/design_template_collections', rules: __DEV_TOOLS__ && { access: 'merchant', body: TemplateGroupBodySchema, reply: TemplateGroupSchema } },
  update: { method: 'PATCH', path: '/api/design_template_collections/:id', rules: __DEV_TOOLS__ && { access: 'merchant', body: TemplateGroupPatchBodySchema, reply: TemplateGroupSchema } },
  remove: { method: 'DELETE', path: '/api/design_template_collections/:id', rules: __DEV_TOOLS__ && { access: 'merchant' } },
} as const satisfies Endpoints;
