import * as v from 'valibot';
import type { Endpoints } from '../../endpoint';
import { CustomizedImageLookupSchema, CustomizedImageRecordSchema, OrderPageSchema, OrderQuerySchema } from '../endpointSchemas';

export const orders = {
  list: { method: 'GET', path: '/api/orders', rules: __DEV_TOOLS__ && { access: 'merchant', query: OrderQuerySchema, reply: OrderPageSchema } },
  customizedImages: { method: 'POST', path: '/api/orders/customized_images', rules: __DEV_TOOLS__ && { access: 'merchant', body: CustomizedImageLookupSchema, reply: v.array(CustomizedImageRecordSchema) } },
} as const satisfies Endpoints;
