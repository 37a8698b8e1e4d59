// SKU customization settings (spec 3 §3, §4, §7): read per page of products, saved one SKU at a time,
// replacing the SKU's setting if it has one, unless the save's baseRevision says it was made from
// something else than what is stored (another tab saved meanwhile): 409 SETTING_CONFLICT. A product without SKUs is configured as a whole (skuOriginalId '').
import * as api from '../../../../contract/endpoints/customization';
import { SETTING_CONFLICT, SkuSettingKeySchema, type PhoneCaseCustomizationSetting } from '../../../../contract/customization';
import { splitIds } from '../catalogue/catalogueInput';
import { checkReferences } from './customizationInput';
import { HttpError, badRequest, json } from '../http/http';
import { parseOr400 } from '../http/parse';
import { checkBaseRevision, nextRevision } from '../revisions';
import type { Router } from '../http/router';
import { skuSettingOf } from './settingState';
import { findShop, productByOriginalId } from '../shops/shopState';
import type { DevState } from '../state';


export const SKU_REQUIRED = '该商品有规格，请选择要配置的规格';
export const SKU_SETTING_CONFLICT_MESSAGE = '该规格的定制配置已在其他页面保存过，当前内容不是最新版本';
const conflict = () => new HttpError(409, SETTING_CONFLICT, SKU_SETTING_CONFLICT_MESSAGE);

export function customizationSettingRoutes(router: Router): void {
  router.on(api.skuSettings.list, ({ query, state }) => {
    const { shopId, productOriginalIds } = query();
    findShop(state.shops, shopId);
    const productIds = splitIds(productOriginalIds);
    const settings = state.settings.skuSettings.filter((setting) => setting.shopId === shopId);
    return json(productIds.flatMap((productId) => settings.filter((setting) => setting.productOriginalId === productId)));
  });

  // The SKU and a stale base are judged before the fields: a stale save changes nothing and says so, even if invalid too.
  router.on(api.skuSettings.save, async ({ body, state }) => {
    const target: { stored?: PhoneCaseCustomizationSetting } = {};
    const { shopId, productOriginalId, skuOriginalId, ...fields } = await body((sent) => {
      target.stored = skuSettingOf(state.settings, readKey(sent, state));
      checkBaseRevision(sent, target.stored, { conflict, nullMeansNone: true });
    });
    const { stored } = target;
    checkReferences(fields, state, stored);
    const setting: PhoneCaseCustomizationSetting = { shopId, productOriginalId, skuOriginalId, ...fields, revision: nextRevision(state.settings) };
    if (stored) state.settings.skuSettings[state.settings.skuSettings.indexOf(stored)] = setting;
    else state.settings.skuSettings.push(setting);
    return json(setting);
  });
}

/** Which SKU a body configures (its shape: SkuSettingKeySchema, read again with the rest by the endpoint's schema): one of that shop's products, and one of its SKUs if it has any. */
function readKey(body: Record<string, unknown>, state: DevState): Pick<PhoneCaseCustomizationSetting, 'shopId' | 'productOriginalId' | 'skuOriginalId'> {
  const { shopId, productOriginalId, skuOriginalId } = parseOr400(SkuSettingKeySchema, body);
  if (!state.shops.shops.some((shop) => shop.id === shopId)) throw badRequest(`店铺不存在: ${shopId}`);
  const product = productByOriginalId(state.shops, shopId, productOriginalId);
  if (!product) throw badRequest(`该店铺没有平台ID为 ${productOriginalId} 的商品`);
  if (skuOriginalId === '' && product.skus.length > 0) throw badRequest(SKU_REQUIRED);
  if (skuOriginalId !== '' && !product.skus.some((sku) => sku.originalId === skuOriginalId)) {
    throw badRequest(`该商品没有平台ID为 ${skuOriginalId} 的规格`);
  }
  return { shopId, productOriginalId, skuOriginalId };
}
