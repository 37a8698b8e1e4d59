import * as v from 'valibot';
import type { Endpoints } from '../../endpoint';
import { ShopCustomizationSettingSchema, ShopCustomizationUrlsSchema, ShopSettingBodySchema } from '../endpointSchemas';

export const shopSettings = {
  urls: { method: 'GET', path: '/api/shop_customization_urls', rules: __DEV_TOOLS__ && { access: 'merchant', reply: v.array(ShopCustomizationUrlsSchema) } },
  save: { method: 'POST', path: '/api/shop_customization_settings', rules: __DEV_TOOLS__ && { access: 'merchant', body: ShopSettingBodySchema, reply: ShopCustomizationSettingSchema } },
  remove: { method: 'DELETE', path: '/api/shop_customization_settings/:id', rules: __DEV_TOOLS__ && { access: 'merchant' } },
} as const satisfies Endpoints;
