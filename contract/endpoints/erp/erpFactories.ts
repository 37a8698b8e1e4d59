import * as v from 'valibot';
import type { Endpoints } from '../../endpoint';
import { FactoryPhoneModelSchema, FactoryQuerySchema, FactorySchema, SyncTaskBodySchema, SyncTaskSchema } from '../endpointSchemas';

export const erpFactories = {
  list: { method: 'GET', path: '/api/erp/factories', rules: __DEV_TOOLS__ && { access: 'merchant', reply: v.array(FactorySchema) } },
  sync: { method: 'POST', path: '/api/erp/factories/sync', rules: __DEV_TOOLS__ && { access: 'merchant', reply: v.array(FactorySchema) } },
  startModelSync: { method: 'POST', path: '/api/erp/factory_phone_models/sync_task', rules: __DEV_TOOLS__ && { access: 'merchant', body: SyncTaskBodySchema, reply: SyncTaskSchema } },
  modelSync: { method: 'GET', path: '/api/erp/factory_phone_models/sync_task', rules: __DEV_TOOLS__ && { access: 'merchant', query: FactoryQuerySchema, reply: SyncTaskSchema } },
  models: { method: 'GET', path: '/api/erp/factory_phone_models', rules: __DEV_TOOLS__ && { access: 'merchant', query: FactoryQuerySchema, reply: v.array(FactoryPhoneModelSchema) } },
} as const satisfies Endpoints;
