import type { Id } from '../../contract/catalogue';
import type {
  PhoneCaseCustomizationSetting,
  PhoneCaseCustomizationSettingInput,
  ShopCustomizationSetting,
  ShopCustomizationSettingInput,
  ShopCustomizationUrls,
} from '../../contract/customization';
import { apiRequest, type ApiOptions, type QuietOptions } from './client';

const skuSettings = '/api/phone_case_customization_settings';

/** Spec 3 §7: the settings of the given products of a shop (one page of the product table). */
export const listSkuSettings = (shopId: Id, productOriginalIds: readonly string[], signal?: AbortSignal) =>
  apiRequest<PhoneCaseCustomizationSetting[]>(skuSettings, {
    query: { shopId, productOriginalIds: productOriginalIds.join(',') },
    signal,
  });

/** Creates or replaces the setting of one SKU (keyed by shop, product and SKU ids); see its baseRevision. */
export const saveSkuSetting = (setting: PhoneCaseCustomizationSettingInput, options: Pick<ApiOptions, 'signal' | 'callerHandles'> = {}) =>
  apiRequest<PhoneCaseCustomizationSetting>(skuSettings, { method: 'POST', body: setting, ...options });

export const listCustomizationUrls = (options: QuietOptions = {}) =>
  apiRequest<ShopCustomizationUrls[]>('/api/shop_customization_urls', options);

export const saveShopSetting = (input: ShopCustomizationSettingInput, options: Pick<ApiOptions, 'callerHandles'> = {}) =>
  apiRequest<ShopCustomizationSetting>('/api/shop_customization_settings', { method: 'POST', body: input, ...options });

/** Ours (spec 3 has no call): the link goes with its setting; the default only as the shop's last one. */
export const deleteShopSetting = (id: Id) => apiRequest<unknown>(`/api/shop_customization_settings/${id}`, { method: 'DELETE' });
