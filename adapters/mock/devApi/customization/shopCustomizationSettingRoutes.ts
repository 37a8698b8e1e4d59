// Shop customization settings and their links (spec 3 §3, §4, §7). One POST creates (no id) or changes
// (with id) a setting; a shop's first setting is its default, and a default set on one clears the others,
// so a shop with settings always has exactly one default, whose link carries no ?s=. A change may send
// the baseRevision it was made from; a stale one gets 409 SETTING_CONFLICT. A default moved away is a
// write of that other setting too: its revision changes. DELETE is ours (the spec has no call): the default
// goes only as the shop's last setting (contract/customization.ts isLinkDeletable), so the rule of one
// default holds.
import * as api from '../../../../contract/endpoints/customization';
import {
  SETTING_CONFLICT,
  ShopSettingTimingSchema,
  customizationLink,
  isLinkDeletable,
  type ShopCustomizationSetting,
  type ShopCustomizationUrls,
} from '../../../../contract/customization';
import { optionalId, optionalBoolean, requiredId } from '../catalogue/catalogueInput';
import { readCustomizationFields } from './customizationInput';
import { HttpError, badRequest, json, readJsonObject } from '../http/http';
import { parseOr400 } from '../http/parse';
import { checkBaseRevision, nextRevision } from '../revisions';
import type { Router } from '../http/router';
import { buyerPageOrigin } from './settingState';
import { nextId } from '../state';

export const SHOP_SETTING_CONFLICT_MESSAGE = '该定制链接配置已在其他页面保存过，当前内容不是最新版本';
export const BASE_REVISION_WITHOUT_ID = 'baseRevision 只用于修改已有的配置（带 id）';
const conflict = () => new HttpError(409, SETTING_CONFLICT, SHOP_SETTING_CONFLICT_MESSAGE);
export const DEFAULT_NOT_DELETABLE = '默认链接不能删除：请先把该店铺的另一条链接设为默认，再删除这一条';
export const DEFAULT_REQUIRED = '店铺需要一个默认定制链接：请把另一个配置设为默认，而不是取消这一个';

export function shopCustomizationSettingRoutes(router: Router): void {
  router.on(api.shopSettings.urls, ({ state }) => {
    const urls: ShopCustomizationUrls[] = state.shops.shops.map((shop) => ({
      shop,
      customizationUrls: state.settings.shopSettings
        .filter((setting) => setting.shopId === shop.id)
        .map((setting) => ({ url: customizationLink(buyerPageOrigin(shop.id), setting), shopCustomizationSetting: setting })),
    }));
    return json(urls);
  });

  router.on(api.shopSettings.save, async ({ request, state }) => {
    const body = await readJsonObject(request);
    const shopId = requiredId(body, 'shopId');
    if (!state.shops.shops.some((shop) => shop.id === shopId)) throw badRequest(`店铺不存在: ${shopId}`);
    const id = optionalId(body, 'id');
    const ofShop = state.settings.shopSettings.filter((setting) => setting.shopId === shopId);
    const stored = id == null ? undefined : ofShop.find((setting) => setting.id === id);
    if (id != null && !stored) throw new HttpError(404, 'NOT_FOUND', `该店铺没有这个定制链接配置: ${id}`);
    if (!stored && 'baseRevision' in body) throw badRequest(BASE_REVISION_WITHOUT_ID);
    checkBaseRevision(body, stored, { conflict });
    const { customizationTiming } = parseOr400(ShopSettingTimingSchema, body);
    const fields = readCustomizationFields(body, state, stored);
    const requested = optionalBoolean(body, 'isDefault') ?? false;
    const others = ofShop.filter((setting) => setting !== stored);
    // The first setting of a shop is its default whatever the body says.
    const isDefault = others.length === 0 || requested;
    if (stored?.isDefault && !isDefault) throw badRequest(DEFAULT_REQUIRED);
    const setting: ShopCustomizationSetting = {
      id: stored?.id ?? nextId(state),
      shopId,
      isDefault,
      customizationTiming,
      ...fields,
      revision: nextRevision(state.settings),
    };
    if (isDefault) {
      for (const other of others) {
        if (!other.isDefault) continue;
        other.isDefault = false;
        other.revision = nextRevision(state.settings);
      }
    }
    const all = state.settings.shopSettings;
    if (stored) all[all.indexOf(stored)] = setting;
    else all.push(setting);
    return json(setting);
  });

  router.on(api.shopSettings.remove, ({ params, state }) => {
    const all = state.settings.shopSettings;
    const setting = all.find((candidate) => candidate.id === params.id);
    if (!setting) throw new HttpError(404, 'NOT_FOUND', `定制链接配置不存在: ${params.id}`);
    if (!isLinkDeletable(setting, all.filter((candidate) => candidate.shopId === setting.shopId).length)) throw badRequest(DEFAULT_NOT_DELETABLE);
    state.settings.shopSettings = all.filter((candidate) => candidate !== setting);
    return json({});
  });
}
