import * as v from 'valibot';
import type { Endpoints } from '../../endpoint';
import { PhoneCaseCustomizationSettingSchema, SkuSettingBodySchema, SkuSettingQuerySchema } from '../endpointSchemas';

export const skuSettings = {
  list: { method: 'GET', path: '/api/phone_case_customization_settings', rules: __DEV_TOOLS__ && { access: 'merchant', query: SkuSettingQuerySchema, reply: v.array(PhoneCaseCustomizationSettingSchema) } },
  save: { method: 'POST', path: '/api/phone_case_customization_settings', rules: __DEV_TOOLS__ && { access: 'merchant', body: SkuSettingBodySchema, reply: PhoneCaseCustomizationSettingSchema } },
} as const satisfies Endpoints;
