// Every account sees and changes only its own data (ROUTES.md "Accounts"): signed in as demo and as
// tbtest_audit, each tries every route the router has with the other's ids (read, change, delete) and meets
// what a missing id meets, 404 for an id in the path, while the owner's data stays as it was. The table is
// keyed by the router's own list, so a route added without an entry here fails the test.
import { beforeAll, describe, expect, it } from 'vitest';
import { createDevApi, type DevApi } from '../../../adapters/mock/devApi';
import { DEV_ACCOUNTS } from '../../../fixtures/seed';
import { SUB_ACCOUNT_DENIED } from '../../../adapters/mock/devApi/auth/auth';
import { readSeedFileFromDisk } from '../../../adapters/mock/devApi/http/nodeMiddleware';
import { Router } from '../../../adapters/mock/devApi/http/router';
import { ROUTE_MODULES } from '../../../adapters/mock/devApi/routes';
import type { PhoneBrand, PhoneCaseMaterial, PhoneModel, Sku } from '../../../contract/catalogue';
import type { ShopCustomizationUrls } from '../../../contract/customization';
import type { Factory } from '../../../contract/erp';
import type { Jig } from '../../../contract/jigTypes';
import type { DesignAsset, DesignAssetCollection, FontColor, ShopFont } from '../../../contract/library';
import type { OrderPage } from '../../../contract/orders';
import type { Product } from '../../../contract/products';
import type { Shop } from '../../../contract/shops';
import type { DesignTemplate, TemplateGroup, TemplateSummary } from '../../../contract/templates';
import { client, wireframeInput, type Client } from './catalogueHelpers';
import { KEY, MAIN_FACTORY, bindAllMaterials, factoryNamed, printPushOf, pushableOrders, syncModels } from './erpHelpers';
import { allOrders } from './orderHelpers';
import { BASE, call } from './helpers';
import { PNG_HEADER } from './libraryHelpers';
import { fileIdOfUrl, inputOf } from './templateHelpers';

interface Ids {
  brand: string;
  model: string;
  material: string;
  color: string;
  sku: string;
  wireframe: string;
  collection: string;
  asset: string;
  font: string;
  fontColor: string;
  group: string;
  template: string;
  shop: string;
  product: string;
  shopSetting: string;
  file: string;
  pendingFile: string;
  order: string;
  orderItem: string;
  usage: string;
  recharge: string;
  integration: string;
  factory: string;
  placeholder: string;
  jig: string;
}

/** Platform ids, the same in both accounts' seeds: named in bodies, never counted as a leak. */
interface Platform {
  productOriginalId: string;
  skuOriginalId: string;
  orderOriginalId: string;
}

interface Account {
  name: string;
  token: string;
  c: Client;
  ids: Ids;
  platform: Platform;
  /** The account's own template as a body, for a PUT aimed at the other's template. */
  templateBody: unknown;
}

interface Attack {
  method: string;
  path: string;
  body?: unknown;
  status: number;
  /** What a 200 must answer (the other's id skipped as an unknown one is). */
  reply?: unknown;
}

type Entry =
  /** Named ids of the other account (`v`), the caller's own (`own`) where a body needs something valid. */
  | { attacks: (v: Ids, own: Ids, p: Platform) => Attack[] }
  /** No id to name: the reply is the caller's own, and holds none of the other's ids. */
  | { lists: string }
  /** Creates or sets in the caller's own account; no id of another's to name. */
  | { own: string }
  /** Public or account-free, with why it reaches no account's data by a session. */
  | { exempt: string };

const at = (method: string, path: string, status: number, body?: unknown, reply?: unknown): Attack => ({ method, path, status, body, reply });
const get404 = (path: string) => at('GET', path, 404);

/** A valid jig body: a film sheet, which names nothing of the account's. */
const FILM_JIG = { name: '胶片', kind: 'film', widthMm: 600, heightMm: 1000, grid: null, film: { marginMm: 5, gapMm: 3, allowTurn: true }, svgFileName: null, slots: [], bleedMm: 1.5, dpi: 300, cutLines: true };

const ROUTES: Record<string, Entry> = {
  'POST /api/users/login': { exempt: 'signs in: no account data' },
  'GET /api/users/me': { exempt: 'names the caller' },
  'POST /api/users/logout': { exempt: 'ends the caller’s own token' },
  'GET /api/taobao_mini_app': { lists: 'the caller’s mini app' },
  'GET /api/taobao_mini_app_templates': { lists: 'the marketplace’s versions' },
  'POST /api/taobao_mini_app/update_version': { own: 'sets the caller’s mini app version' },
  'POST /api/files/upload_form': { own: 'a new file of the caller’s' },
  'POST /api/files/storage': { exempt: 'no session: the form’s ticket names the owner (files.test.ts)' },
  'POST /api/files/upload_result': {
    attacks: (v) => [
      at('POST', '/api/files/upload_result', 404, { success: false, fileId: v.pendingFile, uploadTime: 1, fileSize: 1, errorMessage: 'x' }),
      at('POST', '/api/files/upload_result', 404, { success: true, fileId: v.file, uploadTime: 1, fileSize: 1, errorMessage: null }),
    ],
  },
  'POST /api/files/taobao': { own: 'registers a marketplace address as a file of the caller’s' },
  'GET /api/files/:id/content': { attacks: (v) => [get404(`/api/files/${v.file}/content`), get404(`/api/files/${v.pendingFile}/content`)] },

  'GET /api/phone_brands': { lists: 'the caller’s brands' },
  'POST /api/phone_brands': { own: 'a brand of the caller’s' },
  'PATCH /api/phone_brands/:id': { attacks: (v) => [at('PATCH', `/api/phone_brands/${v.brand}`, 404, { name: '改名' })] },
  'DELETE /api/phone_brands/:id': { attacks: (v) => [at('DELETE', `/api/phone_brands/${v.brand}`, 404)] },
  'PATCH /api/phone_brands/:id/ordering': {
    attacks: (v, own) => [at('PATCH', `/api/phone_brands/${v.brand}/ordering`, 404, { next: null }), at('PATCH', `/api/phone_brands/${own.brand}/ordering`, 400, { next: v.brand })],
  },
  'GET /api/phone_brands/:brandId/phone_models': { attacks: (v) => [get404(`/api/phone_brands/${v.brand}/phone_models`)] },
  'POST /api/phone_brands/:brandId/phone_models': { attacks: (v) => [at('POST', `/api/phone_brands/${v.brand}/phone_models`, 404, { name: '新型号' })] },
  'PATCH /api/phone_brands/:brandId/phone_models/:modelId': {
    attacks: (v, own) => [
      at('PATCH', `/api/phone_brands/${v.brand}/phone_models/${v.model}`, 404, { name: '改名' }),
      at('PATCH', `/api/phone_brands/${own.brand}/phone_models/${v.model}`, 404, { name: '改名' }),
    ],
  },
  'DELETE /api/phone_brands/:brandId/phone_models': {
    attacks: (v, own) => [
      at('DELETE', `/api/phone_brands/${v.brand}/phone_models`, 404, { ids: [v.model] }),
      at('DELETE', `/api/phone_brands/${own.brand}/phone_models`, 404, { ids: [v.model] }),
    ],
  },
  'PATCH /api/phone_brands/:brandId/phone_models/:modelId/ordering': {
    attacks: (v) => [at('PATCH', `/api/phone_brands/${v.brand}/phone_models/${v.model}/ordering`, 404, { next: null })],
  },
  'GET /api/phone_model_print_sizes': { lists: 'the caller’s models’ print sizes' },
  'PUT /api/phone_model_print_sizes': {
    attacks: (v, own) => [
      at('PUT', '/api/phone_model_print_sizes', 404, { phoneModelIds: [v.model], printSize: { widthMm: 70, heightMm: 140 } }),
      at('PUT', '/api/phone_model_print_sizes', 404, { phoneModelIds: [own.model, v.model], printSize: null }),
    ],
  },
  'GET /api/print_jigs': { lists: 'the caller’s jigs' },
  'POST /api/print_jigs': {
    attacks: (v) => [at('POST', '/api/print_jigs', 400, { ...FILM_JIG, kind: 'svg', film: null, slots: [{ number: 1, xMm: 0, yMm: 0, widthMm: 10, heightMm: 10, phoneModelIds: [v.model], rotation: 0, mirror: false }] })],
  },
  'PUT /api/print_jigs/:id': { attacks: (v) => [at('PUT', `/api/print_jigs/${v.jig}`, 404, FILM_JIG)] },
  'DELETE /api/print_jigs/:id': { attacks: (v) => [at('DELETE', `/api/print_jigs/${v.jig}`, 404)] },
  'GET /api/phone_case_materials': { lists: 'the caller’s materials' },
  'POST /api/phone_case_materials': { own: 'a material of the caller’s' },
  'PATCH /api/phone_case_materials/:id': { attacks: (v) => [at('PATCH', `/api/phone_case_materials/${v.material}`, 404, { name: '改名' })] },
  'DELETE /api/phone_case_materials/:id': { attacks: (v) => [at('DELETE', `/api/phone_case_materials/${v.material}`, 404)] },
  'PATCH /api/phone_case_materials/:id/ordering': { attacks: (v) => [at('PATCH', `/api/phone_case_materials/${v.material}/ordering`, 404, { next: null })] },
  'POST /api/phone_case_materials/:id/colors': {
    attacks: (v) => [at('POST', `/api/phone_case_materials/${v.material}/colors`, 404, { name: '新色', defaultBackgroundColor: '#ffffff' })],
  },
  'PATCH /api/phone_case_materials/:id/colors/:colorId': {
    attacks: (v, own) => [
      at('PATCH', `/api/phone_case_materials/${v.material}/colors/${v.color}`, 404, { name: '改名' }),
      at('PATCH', `/api/phone_case_materials/${own.material}/colors/${v.color}`, 404, { name: '改名' }),
    ],
  },
  'DELETE /api/phone_case_materials/:id/colors/:colorId': { attacks: (v) => [at('DELETE', `/api/phone_case_materials/${v.material}/colors/${v.color}`, 404)] },
  'PATCH /api/phone_case_materials/:id/colors/:colorId/ordering': {
    attacks: (v) => [at('PATCH', `/api/phone_case_materials/${v.material}/colors/${v.color}/ordering`, 404, { next: null })],
  },
  'GET /api/phone_case_skus': {
    attacks: (v) => [at('GET', `/api/phone_case_skus?phoneModelIds=${v.model}`, 200, undefined, []), get404(`/api/phone_case_skus?materialColorId=${v.color}`)],
  },
  'GET /api/phone_case_skus/:skuId': { attacks: (v) => [get404(`/api/phone_case_skus/${v.sku}`)] },
  'POST /api/phone_case_skus': {
    attacks: (v) => [
      at('POST', '/api/phone_case_skus', 400, { wireframeId: null, enabled: true, materialColorId: v.color, materialId: v.material, phoneBrandId: v.brand, phoneModelId: v.model }),
    ],
  },
  'PATCH /api/phone_case_skus/:skuId': {
    attacks: (v, own) => [at('PATCH', `/api/phone_case_skus/${v.sku}`, 404, { enabled: false }), at('PATCH', `/api/phone_case_skus/${own.sku}`, 400, { wireframeId: v.wireframe })],
  },
  'GET /api/phone_case_wireframes': { attacks: (v) => [at('GET', `/api/phone_case_wireframes?ids=${v.wireframe}`, 200, undefined, [])] },
  'GET /api/phone_case_wireframes/:id': { attacks: (v) => [get404(`/api/phone_case_wireframes/${v.wireframe}`)] },
  'POST /api/phone_case_wireframes': {
    attacks: (v) => [at('POST', '/api/phone_case_wireframes', 400, { ...WIREFRAME, foregroundImageFileId: v.file })],
  },
  'PATCH /api/phone_case_wireframes/:id': {
    attacks: (v, own) => [
      at('PATCH', `/api/phone_case_wireframes/${v.wireframe}`, 404, { width: 480 }),
      at('PATCH', `/api/phone_case_wireframes/${own.wireframe}`, 400, { foregroundImageFileId: v.file }),
    ],
  },

  'GET /api/design_asset_collections': { lists: 'the caller’s collections' },
  'POST /api/design_asset_collections': { own: 'a collection of the caller’s' },
  'PATCH /api/design_asset_collections/:id': { attacks: (v) => [at('PATCH', `/api/design_asset_collections/${v.collection}`, 404, { name: '改名' })] },
  'DELETE /api/design_asset_collections/:id': { attacks: (v) => [at('DELETE', `/api/design_asset_collections/${v.collection}`, 404)] },
  'PATCH /api/design_asset_collections/:id/ordering': { attacks: (v) => [at('PATCH', `/api/design_asset_collections/${v.collection}/ordering`, 404, { next: null })] },
  'GET /api/design_assets': { attacks: (v) => [get404(`/api/design_assets?collectionId=${v.collection}&pageNo=1&pageSize=10`)] },
  'POST /api/design_assets': {
    attacks: (v, own) => [
      at('POST', '/api/design_assets', 400, { type: 2, collectionId: v.collection, fileId: own.file, thumbnailFileId: null }),
      at('POST', '/api/design_assets', 400, { type: 2, collectionId: own.collection, fileId: v.file, thumbnailFileId: null }),
      at('POST', '/api/design_assets', 400, { type: 2, collectionId: own.collection, fileId: own.file, thumbnailFileId: v.file }),
    ],
  },
  'DELETE /api/design_assets/:id': { attacks: (v) => [at('DELETE', `/api/design_assets/${v.asset}`, 404)] },
  'PATCH /api/design_assets/:id/ordering': { attacks: (v) => [at('PATCH', `/api/design_assets/${v.asset}/ordering`, 404, { next: null })] },
  'GET /api/shop_fonts': { lists: 'the caller’s fonts' },
  'POST /api/shop_fonts': {
    attacks: (v) => [at('POST', '/api/shop_fonts', 400, { name: '偷来的', fontFileId: v.file, previewImageFileId: v.file, activePreviewImageFileId: v.file })],
  },
  'PATCH /api/shop_fonts/ordering': { attacks: (v) => [at('PATCH', '/api/shop_fonts/ordering', 404, { activeId: v.font, next: null })] },
  'PATCH /api/shop_fonts/:id': { attacks: (v) => [at('PATCH', `/api/shop_fonts/${v.font}`, 404, { enabled: false })] },
  'DELETE /api/shop_fonts/:id': { attacks: (v) => [at('DELETE', `/api/shop_fonts/${v.font}`, 404)] },
  'GET /api/shop_font_colors': { lists: 'the caller’s colours' },
  'POST /api/shop_font_colors': { own: 'a colour of the caller’s' },
  'PATCH /api/shop_font_colors/ordering': { attacks: (v) => [at('PATCH', '/api/shop_font_colors/ordering', 404, { activeId: v.fontColor, next: null })] },
  'PATCH /api/shop_font_colors/:id': { attacks: (v) => [at('PATCH', `/api/shop_font_colors/${v.fontColor}`, 404, { enabled: false })] },
  'DELETE /api/shop_font_colors/:id': { attacks: (v) => [at('DELETE', `/api/shop_font_colors/${v.fontColor}`, 404)] },

  'GET /api/design_template_collections': { lists: 'the caller’s groups' },
  'POST /api/design_template_collections': { own: 'a group of the caller’s' },
  'PATCH /api/design_template_collections/:id': { attacks: (v) => [at('PATCH', `/api/design_template_collections/${v.group}`, 404, { name: '改名' })] },
  'DELETE /api/design_template_collections/:id': { attacks: (v) => [at('DELETE', `/api/design_template_collections/${v.group}`, 404)] },
  'POST /api/design_templates/batch_settings': {
    attacks: (v, own) => [
      at('POST', '/api/design_templates/batch_settings', 404, { templateIds: [v.template], productMode: 1 }),
      at('POST', '/api/design_templates/batch_settings', 400, { templateIds: [own.template], boundDesignAssetCollectionIds: [v.collection] }),
    ],
  },
  'GET /api/design_templates': { attacks: (v) => [get404(`/api/design_templates?collectionId=${v.group}`)] },
  'GET /api/design_templates/:id': { attacks: (v) => [get404(`/api/design_templates/${v.template}`)] },
  'POST /api/design_templates': { attacks: (v) => [at('POST', '/api/design_templates', 400, { ...TEMPLATE, collectionId: v.group })] },
  'PUT /api/design_templates/:id': { attacks: (v) => [at('PUT', `/api/design_templates/${v.template}`, 404, TEMPLATE_BODY.current)] },
  'POST /api/design_templates/:id/copy': { attacks: (v) => [at('POST', `/api/design_templates/${v.template}/copy`, 404)] },
  'DELETE /api/design_templates/:id': { attacks: (v) => [at('DELETE', `/api/design_templates/${v.template}`, 404)] },

  'GET /api/shops': { lists: 'the caller’s shops' },
  'POST /api/shops': { own: 'a shop of the caller’s' },
  'PUT /api/shops/:id': { attacks: (v) => [at('PUT', `/api/shops/${v.shop}`, 404, { type: 2, name: '被改名的店' })] },
  'PATCH /api/shops/:id': { attacks: (v) => [at('PATCH', `/api/shops/${v.shop}`, 404, { name: '被改名的店' })] },
  'DELETE /api/shops/:id': { attacks: (v) => [at('DELETE', `/api/shops/${v.shop}`, 404)] },
  'GET /api/products': { attacks: (v) => [get404(`/api/products?shopId=${v.shop}`)] },
  'POST /api/products': {
    attacks: (v) => [at('POST', '/api/products', 400, { shopId: v.shop, originalId: '990001', title: '偷放的商品', imageUrl: '', skus: [{ originalId: '99000101', propertiesName: '颜色:红' }] })],
  },
  'DELETE /api/products/:id': { attacks: (v) => [at('DELETE', `/api/products/${v.product}`, 404)] },
  'POST /api/products/sync': { attacks: (v) => [at('POST', '/api/products/sync', 400, { shopId: v.shop, productOriginalId: '712345678926' })] },
  'GET /api/phone_case_customization_settings': {
    attacks: (v, _own, p) => [get404(`/api/phone_case_customization_settings?shopId=${v.shop}&productOriginalIds=${p.productOriginalId}`)],
  },
  'POST /api/phone_case_customization_settings': {
    attacks: (v, _own, p) => [
      at('POST', '/api/phone_case_customization_settings', 400, { shopId: v.shop, productOriginalId: p.productOriginalId, skuOriginalId: p.skuOriginalId, ...SETTING }),
    ],
  },
  'GET /api/shop_customization_urls': { lists: 'the caller’s shops and links' },
  'POST /api/shop_customization_settings': {
    attacks: (v, own) => [
      at('POST', '/api/shop_customization_settings', 400, { shopId: v.shop, isDefault: false, customizationTiming: 1, ...SETTING }),
      at('POST', '/api/shop_customization_settings', 404, { id: v.shopSetting, shopId: own.shop, isDefault: false, customizationTiming: 1, ...SETTING }),
    ],
  },
  'DELETE /api/shop_customization_settings/:id': { attacks: (v) => [at('DELETE', `/api/shop_customization_settings/${v.shopSetting}`, 404)] },

  'GET /api/orders': { attacks: (v) => [get404(`/api/orders?shopId=${v.shop}`)] },
  'POST /api/orders/customized_images': { attacks: (v) => [at('POST', '/api/orders/customized_images', 200, { orderIds: [v.order] }, [])] },
  'GET /api/order_images/:orderId/:itemId/:infoIndex/:file': {
    // Only an address that carries the owner's key or signature opens one (orderImagePrivacy.test.ts); the print
    // file's one answer to an unsigned request is 403, whether the image exists or not.
    attacks: (v) => [
      get404(`/api/order_images/${v.order}/${v.orderItem}/0/customized.png`),
      get404(`/api/order_images/${v.order}/${v.orderItem}/0/preview.png`),
      at('GET', `/api/order_images/${v.order}/${v.orderItem}/0/print.png`, 403),
    ],
  },
  'GET /api/account_credits/current': { lists: 'the caller’s balance' },
  'POST /api/credit_charges': { attacks: (v) => [at('POST', '/api/credit_charges', 400, { images: [{ orderId: v.order, orderItemId: v.orderItem, infoIndex: 0 }] })] },
  'POST /api/credit_refunds': { attacks: (v) => [at('POST', '/api/credit_refunds', 400, { images: [{ orderId: v.order, orderItemId: v.orderItem, infoIndex: 0 }] })] },
  'GET /api/credit_usage_records': { attacks: (v) => [get404(`/api/credit_usage_records?shopId=${v.shop}`)] },
  'GET /api/credit_usage_records/:id': { attacks: (v) => [get404(`/api/credit_usage_records/${v.usage}`)] },
  'GET /api/credit_recharge_records': { lists: 'the caller’s recharges' },
  'GET /api/credit_recharge_records/:id/sync_payment_status': { attacks: (v) => [get404(`/api/credit_recharge_records/${v.recharge}/sync_payment_status`)] },
  'GET /api/account_credits/payment_form': { own: 'a recharge of the caller’s' },
  'GET /api/__dev/payment/:id': { exempt: 'the dev payment page: the record’s token, handed to its owner only, guards it (recharges.test.ts)' },
  'POST /api/__dev/payment/:id': { exempt: 'the dev payment page: the record’s token, handed to its owner only, guards it (recharges.test.ts)' },
  'GET /api/download_rules_setting': { lists: 'the caller’s rules' },
  'PUT /api/download_rules_setting': { own: 'sets the caller’s rules' },

  'POST /api/__dev/cloud_files': { exempt: 'the simulated marketplace cloud, shared like the marketplace’s CDN' },
  'GET /api/__dev/cloud_files/:taobaoFileId': { exempt: 'the simulated marketplace cloud, shared like the marketplace’s CDN' },
  'DELETE /api/__dev/cloud_files/:taobaoFileId': { exempt: 'the simulated marketplace cloud, shared like the marketplace’s CDN' },
  'GET /api/__dev/marketplace_images/:file': { exempt: 'the simulated marketplaces’ image hosts: drawn from the name, no account’s' },
  'GET /api/__dev/faults': { exempt: 'dev tool: faults are no account’s' },
  'POST /api/__dev/faults': { exempt: 'dev tool: faults are no account’s' },
  'DELETE /api/__dev/faults': { exempt: 'dev tool: faults are no account’s' },
  'POST /api/__dev/faults/release': { exempt: 'dev tool: faults are no account’s' },
  'POST /api/__dev/reset': { exempt: 'dev tool: starts every account over (same origin only)' },
  'POST /api/__dev/accounts': { exempt: 'dev tool: makes a new account with nothing in it, no existing account’s (same origin only)' },
  'POST /api/__dev/orders': { exempt: 'dev tool: names the account it adds to (same origin only)' },
  'POST /api/__dev/preview_models': { exempt: 'dev tool: names the account it adds to (same origin only)' },
  'GET /api/__dev/cutout_host': { exempt: 'dev tool: the cutout host’s settings are no account’s' },
  'POST /api/__dev/cutout_host': { exempt: 'dev tool: the cutout host’s settings are no account’s' },
  'GET /api/__dev/erp_sync': { exempt: 'dev tool: the ERP’s settings are no account’s' },
  'POST /api/__dev/erp_sync': { exempt: 'dev tool: the ERP’s settings are no account’s' },
  'GET /api/__dev/erp_push': { exempt: 'dev tool: the ERP’s settings are no account’s' },
  'POST /api/__dev/erp_push': { exempt: 'dev tool: the ERP’s settings are no account’s' },
  'GET /api/__dev/erp_pushes': { lists: 'what the simulated factories received from the caller’s account (below)' },

  'GET /api/ai_cutout_placeholder_images': { lists: 'the caller’s placeholders' },
  'POST /api/ai_cutout_placeholder_images': {
    attacks: (v) => [
      at('POST', '/api/ai_cutout_placeholder_images', 400, { aiCutoutType: 'head', fileId: v.file }),
      at('POST', '/api/ai_cutout_placeholder_images', 400, { aiCutoutType: 'head', url: `/api/files/${v.file}/content` }),
    ],
  },
  'DELETE /api/ai_cutout_placeholder_images/:id': { attacks: (v) => [at('DELETE', `/api/ai_cutout_placeholder_images/${v.placeholder}`, 404)] },
  'POST /api/image_cutout_task/token': { own: 'a token of the caller’s; the task reads the caller’s files only (below)' },
  'POST /api/cutout_host/api/image_cutout_tasks': { exempt: 'the cutout host: the task token, the caller’s, names whose files it reads (below)' },
  'GET /api/cutout_host/api/image_cutout_tasks/:id': { exempt: 'the cutout host: the task token guards it (aiCutout.test.ts)' },

  'GET /api/erp/integrations': { lists: 'the caller’s integration' },
  'POST /api/erp/integrations': { own: 'the caller’s integration' },
  'PUT /api/erp/integrations/:id': { attacks: (v) => [at('PUT', `/api/erp/integrations/${v.integration}`, 404, { apiAccessToken: KEY })] },
  'GET /api/erp/factories': { lists: 'the caller’s factories' },
  'POST /api/erp/factories/sync': { own: 'the caller’s factories' },
  'POST /api/erp/factory_phone_models/sync_task': { attacks: (v) => [at('POST', '/api/erp/factory_phone_models/sync_task', 404, { factoryId: v.factory })] },
  'GET /api/erp/factory_phone_models/sync_task': { attacks: (v) => [get404(`/api/erp/factory_phone_models/sync_task?factoryId=${v.factory}`)] },
  'GET /api/erp/factory_phone_models': { attacks: (v) => [get404(`/api/erp/factory_phone_models?factoryId=${v.factory}`)] },
  'GET /api/erp/factory_phone_model_bindings': {
    attacks: (v, own) => [
      get404(`/api/erp/factory_phone_model_bindings?factoryId=${v.factory}&phoneBrandId=${own.brand}`),
      get404(`/api/erp/factory_phone_model_bindings?factoryId=${own.factory}&phoneBrandId=${v.brand}`),
    ],
  },
  'POST /api/erp/factory_phone_model_bindings': {
    attacks: (v, own) => [
      at('POST', '/api/erp/factory_phone_model_bindings', 404, { factoryId: v.factory, phoneModelId: own.model, erpPhoneModelCode: 'KM-AP-15PM' }),
      at('POST', '/api/erp/factory_phone_model_bindings', 400, { factoryId: own.factory, phoneModelId: v.model, erpPhoneModelCode: 'KM-AP-15PM' }),
    ],
  },
  'DELETE /api/erp/factory_phone_model_bindings/:factoryId/:phoneModelId': {
    attacks: (v, own) => [at('DELETE', `/api/erp/factory_phone_model_bindings/${v.factory}/${v.model}`, 404), at('DELETE', `/api/erp/factory_phone_model_bindings/${own.factory}/${v.model}`, 404)],
  },
  'GET /api/erp/phone_case_materials': { attacks: (v) => [get404(`/api/erp/phone_case_materials?factoryId=${v.factory}`)] },
  'GET /api/erp/phone_case_material_bindings': { attacks: (v) => [get404(`/api/erp/phone_case_material_bindings?factoryId=${v.factory}`)] },
  'POST /api/erp/phone_case_material_bindings': {
    attacks: (v, own) => [
      at('POST', '/api/erp/phone_case_material_bindings', 404, { factoryId: v.factory, materialId: own.material, erpMaterialId: '880101', erpMaterialCode: 'TPU-CL' }),
      at('POST', '/api/erp/phone_case_material_bindings', 400, { factoryId: own.factory, materialId: v.material, erpMaterialId: '880101', erpMaterialCode: 'TPU-CL' }),
    ],
  },
  'DELETE /api/erp/phone_case_material_bindings/:factoryId/:materialId': {
    attacks: (v, own) => [at('DELETE', `/api/erp/phone_case_material_bindings/${v.factory}/${v.material}`, 404), at('DELETE', `/api/erp/phone_case_material_bindings/${own.factory}/${v.material}`, 404)],
  },
  'GET /api/erp/phone_case_material_color_bindings': { attacks: (v) => [get404(`/api/erp/phone_case_material_color_bindings?factoryId=${v.factory}`)] },
  'POST /api/erp/phone_case_material_color_bindings': {
    attacks: (v, own) => [
      at('POST', '/api/erp/phone_case_material_color_bindings', 404, { factoryId: v.factory, materialColorId: own.color, erpMaterialColorId: '88010101', erpMaterialColorCode: 'X' }),
      at('POST', '/api/erp/phone_case_material_color_bindings', 400, { factoryId: own.factory, materialColorId: v.color, erpMaterialColorId: '88010101', erpMaterialColorCode: 'X' }),
    ],
  },
  'DELETE /api/erp/phone_case_material_color_bindings/:factoryId/:materialColorId': {
    attacks: (v, own) => [
      at('DELETE', `/api/erp/phone_case_material_color_bindings/${v.factory}/${v.color}`, 404),
      at('DELETE', `/api/erp/phone_case_material_color_bindings/${own.factory}/${v.color}`, 404),
    ],
  },
  'POST /api/erp/push_order': {
    attacks: (v, _own, p) => [
      at('POST', '/api/erp/push_order', 404, { factoryId: v.factory, orderOriginalId: p.orderOriginalId, orderItems: [{ originalId: 'x1', quantity: 1, phoneCaseCustomizationInfos: [] }] }),
    ],
  },
  'POST /api/erp/print_files': { attacks: (_v, _own, p) => [at('POST', '/api/erp/print_files', 200, { orderOriginalIds: [p.orderOriginalId] }, [])] },
};

const WIREFRAME = wireframeInput();
const SETTING = { mode: 2, bindingMaterialIds: [], bindingPhoneBrands: [], bindingTemplateCollectionIds: [], bindingTemplateId: null };
const TEMPLATE = { name: '偷放的模板', width: 500, height: 1044, layers: [] };
/** The attacker's own template as a body: set once the accounts are known. */
const TEMPLATE_BODY: { current: unknown } = { current: undefined };

function routeKeys(): string[] {
  const router = new Router();
  for (const addRoutes of ROUTE_MODULES) addRoutes(router);
  return router.list().map((route) => `${route.method} ${route.pattern}`);
}

async function uploadAs(api: DevApi, token: string, finish: boolean): Promise<string> {
  const form = (await (await call(api, '/api/files/upload_form', { method: 'POST', token, body: { fileName: 'a.png', type: 1 } })).json()) as {
    uploadUrl: string;
    params: Record<string, string>;
    fileId: string;
  };
  if (!finish) return form.fileId;
  const multipart = new FormData();
  for (const [key, value] of Object.entries(form.params)) multipart.append(key, value);
  multipart.append('file', new Blob([PNG_HEADER as BlobPart], { type: 'image/png' }), 'a.png');
  expect((await api.handle(new Request(form.uploadUrl, { method: 'POST', body: multipart }))).status).toBe(204);
  const result = await call(api, '/api/files/upload_result', { method: 'POST', token, body: { success: true, fileId: form.fileId, uploadTime: 1, fileSize: 16, errorMessage: null } });
  expect(result.status).toBe(200);
  return form.fileId;
}

async function accountOf(api: DevApi, name: string): Promise<Account> {
  const token = api.tokens.issue(name);
  const c = client(api, token);
  const brand = (await c.get<PhoneBrand[]>('/api/phone_brands'))[0]!;
  const model = (await c.get<PhoneModel[]>(`/api/phone_brands/${brand.id}/phone_models`))[0]!;
  const material = (await c.get<PhoneCaseMaterial[]>('/api/phone_case_materials'))[0]!;
  const sku = (await c.get<Sku[]>(`/api/phone_case_skus?phoneModelIds=${model.id}`)).find((candidate) => candidate.wireframeId !== null)!;
  const collection = (await c.get<DesignAssetCollection[]>('/api/design_asset_collections?type=2'))[0]!;
  const asset = (await c.get<{ items: DesignAsset[] }>(`/api/design_assets?collectionId=${collection.id}&pageNo=1&pageSize=1`)).items[0]!;
  const group = (await c.get<TemplateGroup[]>('/api/design_template_collections'))[0]!;
  const summary = (await c.get<TemplateSummary[]>(`/api/design_templates?collectionId=${group.id}`))[0]!;
  const template = await c.get<DesignTemplate>(`/api/design_templates/${summary.id}`);
  const shop = (await c.get<Shop[]>('/api/shops'))[0]!;
  const product = (await c.get<{ items: Product[] }>(`/api/products?shopId=${shop.id}&pageSize=100`)).items.find((candidate) => candidate.skus.length > 0)!;
  const urls = (await c.get<ShopCustomizationUrls[]>('/api/shop_customization_urls')).find((entry) => entry.shop.id === shop.id)!;
  const order = (await c.get<OrderPage>('/api/orders?pageSize=100')).items.find((candidate) => candidate.orderItems.length > 0)!;
  const usage = (await c.get<{ items: Array<{ id: string }> }>('/api/credit_usage_records')).items[0]!;
  const recharge = await c.get<{ rechargeRecordId: string }>('/api/account_credits/payment_form?credits=1000');
  const integration = await c.ok<{ id: string }>('POST', '/api/erp/integrations', { erp: 1, apiAccessToken: KEY });
  const factory = (await c.ok<Factory[]>('POST', '/api/erp/factories/sync'))[0]!;
  const placeholder = (await c.get<Array<{ id: string }>>('/api/ai_cutout_placeholder_images'))[0]!;
  const ids: Ids = {
    brand: brand.id,
    model: model.id,
    material: material.id,
    color: material.colors[0]!.id,
    sku: sku.id,
    wireframe: sku.wireframeId!,
    collection: collection.id,
    asset: asset.id,
    font: (await c.get<ShopFont[]>('/api/shop_fonts'))[0]!.id,
    fontColor: (await c.get<FontColor[]>('/api/shop_font_colors'))[0]!.id,
    group: group.id,
    template: template.id,
    shop: shop.id,
    product: product.id,
    shopSetting: urls.customizationUrls.at(-1)!.shopCustomizationSetting.id,
    file: await uploadAs(api, token, true),
    pendingFile: await uploadAs(api, token, false),
    order: order.id,
    orderItem: order.orderItems[0]!.id,
    usage: usage.id,
    recharge: recharge.rechargeRecordId,
    integration: integration.id,
    factory: factory.id,
    placeholder: placeholder.id,
    jig: (await c.get<Jig[]>('/api/print_jigs'))[0]!.id,
  };
  const platform = { productOriginalId: product.originalId, skuOriginalId: product.skus[0]!.originalId, orderOriginalId: order.originalId };
  return { name, token, c, ids, platform, templateBody: inputOf(template, template.layers.map((layer) => fileIdOfUrl(layer.imageUrl))) };
}

/** What the owner sees of its data, read through its own session. */
async function snapshotOf(api: DevApi, { c, ids, platform }: Account): Promise<unknown> {
  const reads = [
    '/api/taobao_mini_app',
    '/api/phone_brands',
    '/api/print_jigs',
    `/api/phone_brands/${ids.brand}/phone_models`,
    '/api/phone_case_materials',
    `/api/phone_case_skus?phoneModelIds=${ids.model}`,
    `/api/phone_case_wireframes/${ids.wireframe}`,
    '/api/design_asset_collections?type=2',
    `/api/design_assets?collectionId=${ids.collection}&pageNo=1&pageSize=100`,
    '/api/shop_fonts',
    '/api/shop_font_colors',
    '/api/design_template_collections',
    `/api/design_templates?collectionId=${ids.group}`,
    `/api/design_templates/${ids.template}`,
    '/api/shops',
    `/api/products?shopId=${ids.shop}&pageSize=100`,
    `/api/phone_case_customization_settings?shopId=${ids.shop}&productOriginalIds=${platform.productOriginalId}`,
    '/api/shop_customization_urls',
    '/api/orders?pageSize=100',
    '/api/account_credits/current',
    '/api/credit_usage_records',
    '/api/credit_recharge_records',
    '/api/download_rules_setting',
    '/api/erp/integrations',
    '/api/erp/factories',
    `/api/erp/phone_case_material_bindings?factoryId=${ids.factory}`,
    '/api/ai_cutout_placeholder_images',
  ];
  const replies: Record<string, unknown> = {};
  for (const path of reads) replies[path] = await c.get(path);
  replies.files = [api.files.get(ids.file)?.status, api.files.get(ids.pendingFile)?.status];
  return replies;
}

/** Every counter id of the account: none may show in another account's reply. */
const countedIds = (ids: Ids): string[] => Object.values(ids).filter((id) => /^\d+$/.test(id));

/** The same attack on ids no account has: the other's must be answered alike. */
const GHOST = (ids: Ids): Ids =>
  Object.fromEntries(Object.entries(ids).map(([key], index) => [key, key === 'sku' ? `${9_000_000 + index}-${9_100_000 + index}` : String(9_000_000 + index)])) as unknown as Ids;

describe('dev API: every account sees and changes only its own data', () => {
  let api: DevApi;
  let demo: Account;
  let audit: Account;
  beforeAll(async () => {
    api = createDevApi({ origin: BASE, readSeedFile: readSeedFileFromDisk });
    demo = await accountOf(api, DEV_ACCOUNTS.merchant.username);
    audit = await accountOf(api, DEV_ACCOUNTS.audit.username);
  });

  it('has an entry for every route the router has, and none for a route it does not have', () => {
    const keys = routeKeys();
    expect(keys.filter((key) => !(key in ROUTES))).toEqual([]);
    expect(Object.keys(ROUTES).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('gives each account its own seeded data: no id of one is the other’s', () => {
    const mine = new Set(countedIds(demo.ids));
    expect(countedIds(audit.ids).filter((id) => mine.has(id))).toEqual([]);
  });

  for (const [attackerName, victimName] of [
    ['demo', 'tbtest_audit'],
    ['tbtest_audit', 'demo'],
  ] as const) {
    describe(`${attackerName} with ${victimName}’s ids`, () => {
      const parties = () => (attackerName === 'demo' ? { attacker: demo, victim: audit } : { attacker: audit, victim: demo });

      it.each(routeKeys().filter((key) => 'attacks' in (ROUTES[key] ?? {})))('%s: answered as for an id that does not exist', async (key) => {
        const { attacker, victim } = parties();
        TEMPLATE_BODY.current = attacker.templateBody;
        const entry = ROUTES[key] as Extract<Entry, { attacks: unknown }>;
        const before = await snapshotOf(api, victim);
        const attacks = entry.attacks(victim.ids, attacker.ids, victim.platform);
        const ghosts = entry.attacks(GHOST(victim.ids), attacker.ids, victim.platform);
        for (const [index, attack] of attacks.entries()) {
          const response = await call(api, attack.path, { method: attack.method, token: attacker.token, body: attack.body });
          const text = await response.text();
          expect(response.status, `${attack.method} ${attack.path} → ${text}`).toBe(attack.status);
          if (attack.reply !== undefined) expect(JSON.parse(text)).toEqual(attack.reply);
          const ghost = ghosts[index]!;
          const ghostResponse = await call(api, ghost.path, { method: ghost.method, token: attacker.token, body: ghost.body });
          const ghostText = await ghostResponse.text();
          expect(ghostResponse.status, `as a missing id: ${ghost.method} ${ghost.path} → ${ghostText}`).toBe(response.status);
          if (response.status !== 200) expect((JSON.parse(text) as { code: string }).code).toBe((JSON.parse(ghostText) as { code: string }).code);
        }
        expect(await snapshotOf(api, victim)).toEqual(before);
      });

      it.each(routeKeys().filter((key) => 'lists' in (ROUTES[key] ?? {})))('%s: lists none of the other’s', async (key) => {
        const { attacker, victim } = parties();
        const path = key.slice(key.indexOf(' ') + 1);
        const text = JSON.stringify(await attacker.c.get(path === '/api/design_asset_collections' ? `${path}?type=2` : path));
        for (const id of countedIds(victim.ids)) expect(text, `${path} names ${id}`).not.toContain(`"${id}"`);
      });
    });
  }

  it('reads a file’s bytes for its owner’s session (a sub-account’s too) or at its signed address only', async () => {
    const { file } = demo.ids;
    const path = `/api/files/${file}/content`;
    expect((await call(api, path)).status).toBe(401);
    expect((await call(api, path, { token: audit.token })).status).toBe(404);
    expect((await call(api, path, { token: demo.token })).status).toBe(200);
    expect((await call(api, path, { token: api.tokens.issue(DEV_ACCOUNTS.subAccount.username) })).status).toBe(200);
    expect((await call(api, path, { headers: { cookie: `_pcc_user_=x; _token_=${encodeURIComponent(demo.token)}` } })).status).toBe(200);
    expect((await call(api, path, { headers: { cookie: `_token_=${encodeURIComponent(audit.token)}` } })).status).toBe(404);
    const signed = api.files.url(file);
    const served = await api.handle(new Request(signed));
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_HEADER);
    // The address names its owner and file: another owner, another file or another signature reads nothing.
    const query = new URL(signed).search;
    expect((await api.handle(new Request(signed.replace('owner=demo', 'owner=tbtest_audit')))).status).toBe(404);
    expect((await call(api, `/api/files/${audit.ids.file}/content${query}`)).status).toBe(404);
    expect((await call(api, `${path}?owner=demo&sig=${'0'.repeat(64)}`)).status).toBe(404);
    // And the audit account's own address for its own file works, even sent with the other's cookie.
    expect((await api.handle(new Request(api.files.url(audit.ids.file, DEV_ACCOUNTS.audit.username), { headers: { cookie: `_token_=${demo.token}` } }))).status).toBe(200);
  });

  it('lists what the factories received to the account that pushed only: no one else learns its order numbers or print addresses', async () => {
    const { c } = demo;
    const factoryId = factoryNamed(await c.get<Factory[]>('/api/erp/factories'), MAIN_FACTORY).id;
    await syncModels(api, c, factoryId);
    const code = (await c.get<{ code: string }[]>(`/api/erp/factory_phone_models?factoryId=${factoryId}`))[0]!.code;
    const order = pushableOrders(await allOrders(c))[0]!;
    const push = await printPushOf(c, order, factoryId);
    for (const phoneModelId of new Set(push.orderItems.flatMap((item) => item.phoneCaseCustomizationInfos.map((info) => info.phoneModelId)))) {
      await c.ok('POST', '/api/erp/factory_phone_model_bindings', { factoryId, phoneModelId, erpPhoneModelCode: code });
    }
    await bindAllMaterials(c, factoryId);
    await c.ok('POST', '/api/erp/push_order', push);
    const addresses = push.orderItems.flatMap((item) => item.phoneCaseCustomizationInfos.flatMap((info) => [info.customizedImageUrl, info.previewImageUrl])).filter(Boolean);
    expect(addresses.some((address) => address.includes('/preview.png?key='))).toBe(true);
    expect(addresses.length).toBeGreaterThan(0);
    const listed = async (token?: string) => call(api, '/api/__dev/erp_pushes', { token });
    const text = JSON.stringify(await (await listed(demo.token)).json());
    expect(text).toContain(order.originalId);
    for (const address of addresses) expect(text).toContain(address);
    // Another account: its own pushes, none of demo's.
    const other = JSON.stringify(await (await listed(audit.token)).json());
    expect(other).not.toContain(order.originalId);
    for (const address of addresses) expect(other).not.toContain(address);
    // Nobody, or a forged token: no session, nothing listed.
    for (const token of [undefined, `${demo.token.slice(0, -1)}${demo.token.endsWith('0') ? '1' : '0'}`]) {
      const refused = await listed(token);
      expect(refused.status).toBe(401);
      expect(await refused.text()).not.toContain(order.originalId);
    }
    // demo's sub-account: refused as on every merchant route, its main account's addresses unread.
    const sub = await listed(api.tokens.issue(DEV_ACCOUNTS.subAccount.username));
    expect(sub.status).toBe(400);
    const subText = await sub.text();
    expect(subText).toContain(SUB_ACCOUNT_DENIED);
    expect(subText).not.toContain(order.originalId);
  });

  it('reads no file for the session cookie that another site’s page makes the browser send', async () => {
    const path = `/api/files/${demo.ids.file}/content`;
    const cookie = `_token_=${encodeURIComponent(demo.token)}`;
    // An <img> on a page elsewhere (another site, or another port of loopback) carries the SameSite=None
    // cookie: without this, that page learns whether the file exists and its size as an image.
    for (const site of ['cross-site', 'same-site']) {
      const response = await call(api, path, { headers: { cookie, 'sec-fetch-site': site } });
      expect(response.status, site).toBe(401);
    }
    for (const site of ['same-origin', 'none']) {
      expect((await call(api, path, { headers: { cookie, 'sec-fetch-site': site } })).status, site).toBe(200);
    }
    // The bearer token and the signed address are not the browser's to send on its own, and still work.
    expect((await call(api, path, { token: demo.token, headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(200);
    expect((await api.handle(new Request(api.files.url(demo.ids.file), { headers: { cookie, 'sec-fetch-site': 'cross-site' } }))).status).toBe(200);
  });

  it('cuts out only a picture of the caller’s own: another’s file is not found by the cutout host', async () => {
    const input = { imageUrl: `/api/files/${demo.ids.file}/content`, type: 'common', fileName: 'a.png', fileSize: 16, width: 2, height: 2, outputImageFormat: 'png' };
    const { token } = await audit.c.ok<{ token: string }>('POST', '/api/image_cutout_task/token', input);
    await call(api, '/api/__dev/cutout_host', { method: 'POST', body: { delayMs: 0 } });
    const created = (await (await call(api, '/api/cutout_host/api/image_cutout_tasks', { method: 'POST', body: { ...input, token } })).json()) as { id: string };
    const task = (await (await call(api, `/api/cutout_host/api/image_cutout_tasks/${created.id}`, { headers: { 'x-cutout-token': token } })).json()) as {
      status: string;
      errorMessage: string;
    };
    expect(task.status).toBe('FAILED');
    expect(task.errorMessage).toContain('图片不存在');
  });
});
