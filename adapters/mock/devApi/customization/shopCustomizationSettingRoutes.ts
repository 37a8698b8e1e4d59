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
  customizationLink,
  isLinkDeletable,
  type ShopCustomizationSetting,
  type ShopCustomizationUrls,
} from '../../../../contract/customization';
import { optionalId, requiredId } from '../catalogue/catalogueInput';
import { checkReferences } from './customizationInput';
import { HttpError, badRequest, json } from '../http/http';
import { checkBaseRevision, nextRevision } from '../revisions';
import type { Router } from '../http/router';
import { buyerPageOrigin } from './settingState';
import { nextId, type DevState } from '../state';

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

  // The shop, the link and a stale base are judged before the fields: a stale save changes nothing and says so.
  router.on(api.shopSettings.save, async ({ body, state }) => {
    const target: { stored?: ShopCustomizationSetting } = {};
    const input = await body((sent) => {
      target.stored = storedSetting(sent, state);
      if (!target.stored && 'baseRevision' in sent) throw badRequest(BASE_REVISION_WITHOUT_ID);
      checkBaseRevision(sent, target.stored, { conflict });
    });
    const { stored } = target;
    const { shopId, id: _id, customizationTiming, isDefault: requested = false, ...fields } = input;
    checkReferences(fields, state, stored);
    const others = state.settings.shopSettings.filter((setting) => setting.shopId === shopId && setting !== stored);
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

/** The setting a save changes (none for a new one): of a shop the store has, and one of that shop's if the body names one. */
function storedSetting(sent: Record<string, unknown>, state: DevState): ShopCustomizationSetting | undefined {
  const shopId = requiredId(sent, 'shopId');
  if (!state.shops.shops.some((shop) => shop.id === shopId)) throw badRequest(`店铺不存在: ${shopId}`);
  const id = optionalId(sent, 'id');
  if (id == null) return undefined;
  const stored = state.settings.shopSettings.find((setting) => setting.shopId === shopId && setting.id === id);
  if (!stored) throw new HttpError(404, 'NOT_FOUND', `该店铺没有这个定制链接配置: ${id}`);
  return stored;
}
