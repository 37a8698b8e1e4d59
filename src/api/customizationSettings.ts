import type { Id } from '../../contract/catalogue';
import type { PhoneCaseCustomizationSettingInput, ShopCustomizationSettingInput } from '../../contract/settingBodies';
import { shopSettings } from '../../contract/endpoints/customization/shopSettings';
import { skuSettings } from '../../contract/endpoints/customization/skuSettings';
import { call, type ApiOptions, type QuietOptions } from './client';

/** Spec 3 §7: the settings of the given products of a shop (one page of the product table). */
export const listSkuSettings = (shopId: Id, productOriginalIds: readonly string[], signal?: AbortSignal) =>
  call(skuSettings.list, {
    query: { shopId, productOriginalIds: productOriginalIds.join(',') },
    signal,
  });

/** Creates or replaces the setting of one SKU (keyed by shop, product and SKU ids); see its baseRevision. */
export const saveSkuSetting = (setting: PhoneCaseCustomizationSettingInput, options: Pick<ApiOptions, 'signal' | 'callerHandles'> = {}) =>
  call(skuSettings.save, { body: setting, ...options });

export const listCustomizationUrls = (options: QuietOptions = {}) =>
  call(shopSettings.urls, options);

export const saveShopSetting = (input: ShopCustomizationSettingInput, options: Pick<ApiOptions, 'callerHandles'> = {}) =>
  call(shopSettings.save, { body: input, ...options });

/** Ours (spec 3 has no call): the link goes with its setting; the default only as the shop's last one. */
export const deleteShopSetting = (id: Id) => call(shopSettings.remove, { params: { id } });
