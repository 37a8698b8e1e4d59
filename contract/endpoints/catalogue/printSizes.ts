import * as v from 'valibot';
import type { Endpoints } from '../../endpoint';
import { PhoneModelPrintSizeSchema, PrintSizeBodySchema } from '../endpointSchemas';

export const printSizes = {
  list: { method: 'GET', path: '/api/phone_model_print_sizes', rules: __DEV_TOOLS__ && { access: 'merchant', reply: v.array(PhoneModelPrintSizeSchema) } },
  replace: { method: 'PUT', path: '/api/phone_model_print_sizes', rules: __DEV_TOOLS__ && { access: 'merchant', body: PrintSizeBodySchema, reply: v.array(PhoneModelPrintSizeSchema) } },
} as const satisfies Endpoints;
