import * as v from 'valibot';
import type { Endpoints } from '../../endpoint';
import { CustomizedImageRecordSchema, OrderPageSchema } from '../endpointSchemas';

export const orders = {
  list: { method: 'GET', path: '/api/orders', rules: __DEV_TOOLS__ && { access: 'merchant', reply: OrderPageSchema } },
  customizedImages: { method: 'POST', path: '/api/orders/customized_images', rules: __DEV_TOOLS__ && { access: 'merchant', reply: v.array(CustomizedImageRecordSchema) } },
} as const satisfies Endpoints;
