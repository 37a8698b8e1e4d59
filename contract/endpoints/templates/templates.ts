import * as v from 'valibot';
import type { Endpoints } from '../../endpoint';
import { DesignTemplateSchema, TemplateBodySchema, TemplateQuerySchema, TemplateSummarySchema } from '../endpointSchemas';

export const templates = {
  list: { method: 'GET', path: '/api/design_templates', rules: __DEV_TOOLS__ && { access: 'merchant', query: TemplateQuerySchema, reply: v.array(TemplateSummarySchema) } },
  get: { method: 'GET', path: '/api/design_templates/:id', rules: __DEV_TOOLS__ && { access: 'merchant', reply: DesignTemplateSchema } },
  create: { method: 'POST', path: '/api/design_templates', rules: __DEV_TOOLS__ && { access: 'merchant', body: TemplateBodySchema, reply: DesignTemplateSchema } },
  replace: { method: 'PUT', path: '/api/design_templates/:id', rules: __DEV_TOOLS__ && { access: 'merchant', body: TemplateBodySchema, reply: DesignTemplateSchema } },
  copy: { method: 'POST', path: '/api/design_templates/:id/copy', rules: __DEV_TOOLS__ && { access: 'merchant', reply: DesignTemplateSchema } },
  remove: { method: 'DELETE', path: '/api/design_templates/:id', rules: __DEV_TOOLS__ && { access: 'merchant' } },
} as const satisfies Endpoints;
