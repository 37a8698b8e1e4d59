import * as v from 'valibot';
import type { Endpoints } from '../../endpoint';
import { PrintFileOrderSchema, PrintFilesBodySchema } from '../endpointSchemas';

export const erpPrintFiles = {
  lookup: { method: 'POST', path: '/api/erp/print_files', rules: __DEV_TOOLS__ && { access: 'merchant', body: PrintFilesBodySchema, reply: v.array(PrintFileOrderSchema) } },
} as const satisfies Endpoints;
