// Dev server and QA builds only (client.ts loads this behind __DEV_TOOLS__, so the production bundle holds
// neither it nor the reply schemas): every reply of a route the contract describes is checked against its
// schema, and a mismatch is reported once per route and field. Against the dev API this never fires; pointed
// at a real API_BASE, it tells the developer where the real service differs from contract/.
import * as v from 'valibot';
import { MaterialColorSchema, PhoneBrandSchema, PhoneCaseMaterialSchema, PhoneModelSchema, SkuSchema, WireframeSchema } from '../../contract/catalogue';
import { PhoneCaseCustomizationSettingSchema, ShopCustomizationSettingSchema, ShopCustomizationUrlsSchema } from '../../contract/customization';
import { DesignAssetCollectionSchema, DesignAssetPageSchema } from '../../contract/library';
import { ProductPageSchema, ProductSchema } from '../../contract/products';
import { DesignTemplateSchema, TemplateGroupSchema, TemplateSummarySchema } from '../../contract/templates';
import { ShopSchema } from '../../contract/shops';
import { issuePath } from '../../contract/wire';

interface ReplyRule {
  method: string;
  /** The path without the query, as the console calls it. */
  path: RegExp;
  schema: v.GenericSchema;
}

const ID = '[^/]+';

/** The routes whose replies contract/ describes with a schema, from ROUTES.md. */
export const REPLY_RULES: readonly ReplyRule[] = [
  { method: 'GET', path: /^\/api\/shops$/, schema: v.array(ShopSchema) },
  { method: 'POST', path: /^\/api\/shops$/, schema: ShopSchema },
  { method: 'PUT', path: new RegExp(`^/api/shops/${ID}$`), schema: ShopSchema },
  { method: 'PATCH', path: new RegExp(`^/api/shops/${ID}$`), schema: ShopSchema },
  { method: 'GET', path: /^\/api\/products$/, schema: ProductPageSchema },
  { method: 'POST', path: /^\/api\/products$/, schema: ProductSchema },
  { method: 'GET', path: /^\/api\/design_asset_collections$/, schema: v.array(DesignAssetCollectionSchema) },
  { method: 'POST', path: /^\/api\/design_asset_collections$/, schema: DesignAssetCollectionSchema },
  { method: 'PATCH', path: new RegExp(`^/api/design_asset_collections/${ID}$`), schema: DesignAssetCollectionSchema },
  { method: 'GET', path: /^\/api\/design_assets$/, schema: DesignAssetPageSchema },
  { method: 'GET', path: /^\/api\/phone_brands$/, schema: v.array(PhoneBrandSchema) },
  { method: 'POST', path: /^\/api\/phone_brands$/, schema: PhoneBrandSchema },
  { method: 'PATCH', path: new RegExp(`^/api/phone_brands/${ID}$`), schema: PhoneBrandSchema },
  { method: 'PATCH', path: new RegExp(`^/api/phone_brands/${ID}/ordering$`), schema: PhoneBrandSchema },
  { method: 'GET', path: new RegExp(`^/api/phone_brands/${ID}/phone_models$`), schema: v.array(PhoneModelSchema) },
  { method: 'POST', path: new RegExp(`^/api/phone_brands/${ID}/phone_models$`), schema: PhoneModelSchema },
  { method: 'PATCH', path: new RegExp(`^/api/phone_brands/${ID}/phone_models/${ID}$`), schema: PhoneModelSchema },
  { method: 'PATCH', path: new RegExp(`^/api/phone_brands/${ID}/phone_models/${ID}/ordering$`), schema: PhoneModelSchema },
  { method: 'GET', path: /^\/api\/phone_case_materials$/, schema: v.array(PhoneCaseMaterialSchema) },
  { method: 'POST', path: /^\/api\/phone_case_materials$/, schema: PhoneCaseMaterialSchema },
  { method: 'PATCH', path: new RegExp(`^/api/phone_case_materials/${ID}$`), schema: PhoneCaseMaterialSchema },
  { method: 'PATCH', path: new RegExp(`^/api/phone_case_materials/${ID}/ordering$`), schema: PhoneCaseMaterialSchema },
  { method: 'POST', path: new RegExp(`^/api/phone_case_materials/${ID}/colors$`), schema: MaterialColorSchema },
  { method: 'PATCH', path: new RegExp(`^/api/phone_case_materials/${ID}/colors/${ID}$`), schema: MaterialColorSchema },
  { method: 'PATCH', path: new RegExp(`^/api/phone_case_materials/${ID}/colors/${ID}/ordering$`), schema: MaterialColorSchema },
  { method: 'GET', path: /^\/api\/phone_case_skus$/, schema: v.array(SkuSchema) },
  { method: 'GET', path: new RegExp(`^/api/phone_case_skus/${ID}$`), schema: SkuSchema },
  { method: 'POST', path: /^\/api\/phone_case_skus$/, schema: SkuSchema },
  { method: 'PATCH', path: new RegExp(`^/api/phone_case_skus/${ID}$`), schema: SkuSchema },
  { method: 'GET', path: /^\/api\/phone_case_wireframes$/, schema: v.array(WireframeSchema) },
  { method: 'GET', path: new RegExp(`^/api/phone_case_wireframes/${ID}$`), schema: WireframeSchema },
  { method: 'POST', path: /^\/api\/phone_case_wireframes$/, schema: WireframeSchema },
  { method: 'PATCH', path: new RegExp(`^/api/phone_case_wireframes/${ID}$`), schema: WireframeSchema },
  { method: 'GET', path: /^\/api\/design_template_collections$/, schema: v.array(TemplateGroupSchema) },
  { method: 'POST', path: /^\/api\/design_template_collections$/, schema: TemplateGroupSchema },
  { method: 'PATCH', path: new RegExp(`^/api/design_template_collections/${ID}$`), schema: TemplateGroupSchema },
  { method: 'GET', path: /^\/api\/design_templates$/, schema: v.array(TemplateSummarySchema) },
  { method: 'GET', path: new RegExp(`^/api/design_templates/${ID}$`), schema: DesignTemplateSchema },
  { method: 'POST', path: /^\/api\/design_templates$/, schema: DesignTemplateSchema },
  { method: 'PUT', path: new RegExp(`^/api/design_templates/${ID}$`), schema: DesignTemplateSchema },
  { method: 'POST', path: new RegExp(`^/api/design_templates/${ID}/copy$`), schema: DesignTemplateSchema },
  { method: 'GET', path: /^\/api\/phone_case_customization_settings$/, schema: v.array(PhoneCaseCustomizationSettingSchema) },
  { method: 'POST', path: /^\/api\/phone_case_customization_settings$/, schema: PhoneCaseCustomizationSettingSchema },
  { method: 'GET', path: /^\/api\/shop_customization_urls$/, schema: v.array(ShopCustomizationUrlsSchema) },
  { method: 'POST', path: /^\/api\/shop_customization_settings$/, schema: ShopCustomizationSettingSchema },
];

const reported = new Set<string>();

/** Checks one reply; returns the warnings it printed (for tests). */
export function checkReply(method: string, path: string, reply: unknown, warn: (text: string) => void = console.warn): string[] {
  const bare = path.split('?')[0]!;
  const rule = REPLY_RULES.find((candidate) => candidate.method === method && candidate.path.test(bare));
  if (!rule) return [];
  const result = v.safeParse(rule.schema, reply);
  if (result.success) return [];
  const printed: string[] = [];
  for (const issue of result.issues) {
    const field = issuePath(issue) || '(the reply)';
    const key = `${method} ${rule.path.source} ${field.replace(/\[\d+\]/g, '[]')}`;
    if (reported.has(key)) continue;
    reported.add(key);
    const text = `[contract] ${method} ${bare}: the reply differs from contract/ at ${field}: ${issue.message}`;
    warn(text);
    printed.push(text);
  }
  return printed;
}
