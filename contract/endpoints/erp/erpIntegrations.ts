import * as v from 'valibot';
import type { Endpoints } from '../../endpoint';
import { ErpIntegrationBodySchema, ErpIntegrationSchema, ErpKeyBodySchema } from '../endpointSchemas';

export const erpIntegrations = {
  list: { method: 'GET', path: '/api/erp/integrations', rules: __DEV_TOOLS__ && { access: 'merchant', reply: v.array(ErpIntegrationSchema) } },
  create: { method: 'POST', path: '/api/erp/integrations', rules: __DEV_TOOLS__ && { access: 'merchant', body: ErpIntegrationBodySchema, reply: ErpIntegrationSchema } },
  replace: { method: 'PUT', path: '/api/erp/integrations/:id', rules: __DEV_TOOLS__ && { access: 'merchant', body: ErpKeyBodySchema, reply: ErpIntegrationSchema } },
} as const satisfies Endpoints;
