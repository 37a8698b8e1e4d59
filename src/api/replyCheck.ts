// Dev server and QA builds only (client.ts loads this behind __DEV_TOOLS__, so the production bundle holds
// neither it nor the reply schemas): every reply of a route the contract describes is checked against its
// schema, and a mismatch is reported once per route and field. Against the dev API this never fires; pointed
// at a real API_BASE, it tells the developer where the real service differs from contract/.
import * as v from 'valibot';
import { MaterialColorSchema, PhoneBrandSchema, PhoneCaseMaterialSchema, PhoneModelPrintSizeSchema, PhoneModelSchema, SkuSchema, WireframeSchema } from '../../contract/catalogue';
import {
  AccountCreditsSchema,
  ChargeResultSchema,
  PaymentFormSchema,
  PaymentStatusReplySchema,
  RechargeRecordPageSchema,
  RefundResultSchema,
  UsageDetailSchema,
  UsageRecordPageSchema,
} from '../../contract/credits';
import { PhoneCaseCustomizationSettingSchema, ShopCustomizationSettingSchema, ShopCustomizationUrlsSchema } from '../../contract/customization';
import {
  ErpIntegrationSchema,
  FactoryMaterialSchema,
  FactoryPhoneModelSchema,
  FactorySchema,
  MaterialBindingSchema,
  MaterialColorBindingSchema,
  PhoneModelBindingSchema,
  PrintFileOrderSchema,
  PushOrderReplySchema,
  SyncTaskSchema,
} from '../../contract/erp';
import { JigSchema } from '../../contract/jigs';
import { DesignAssetCollectionSchema, DesignAssetPageSchema } from '../../contract/library';
import { CustomizedImageRecordSchema, OrderPageSchema } from '../../contract/orders';
import { ProductPageSchema, ProductSchema } from '../../contract/products';
import { DesignTemplateSchema, TemplateGroupSchema, TemplateSummarySchema } from '../../contract/templates';
import { ShopSchema } from '../../contract/shops';
import { issuePath } from '../../contract/wire';

export interface ReplyRule {
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
  { method: 'GET', path: /^\/api\/phone_model_print_sizes$/, schema: v.array(PhoneModelPrintSizeSchema) },
  { method: 'PUT', path: /^\/api\/phone_model_print_sizes$/, schema: v.array(PhoneModelPrintSizeSchema) },
  { method: 'GET', path: /^\/api\/print_jigs$/, schema: v.array(JigSchema) },
  { method: 'POST', path: /^\/api\/print_jigs$/, schema: JigSchema },
  { method: 'PUT', path: new RegExp(`^/api/print_jigs/${ID}$`), schema: JigSchema },
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
  { method: 'GET', path: /^\/api\/orders$/, schema: OrderPageSchema },
  { method: 'POST', path: /^\/api\/orders\/customized_images$/, schema: v.array(CustomizedImageRecordSchema) },
  { method: 'GET', path: /^\/api\/account_credits\/current$/, schema: AccountCreditsSchema },
  { method: 'POST', path: /^\/api\/credit_charges$/, schema: ChargeResultSchema },
  { method: 'POST', path: /^\/api\/credit_refunds$/, schema: RefundResultSchema },
  { method: 'GET', path: /^\/api\/credit_usage_records$/, schema: UsageRecordPageSchema },
  { method: 'GET', path: new RegExp(`^/api/credit_usage_records/${ID}$`), schema: UsageDetailSchema },
  { method: 'GET', path: /^\/api\/credit_recharge_records$/, schema: RechargeRecordPageSchema },
  { method: 'GET', path: new RegExp(`^/api/credit_recharge_records/${ID}/sync_payment_status$`), schema: PaymentStatusReplySchema },
  { method: 'GET', path: /^\/api\/account_credits\/payment_form$/, schema: PaymentFormSchema },
  { method: 'GET', path: /^\/api\/erp\/integrations$/, schema: v.array(ErpIntegrationSchema) },
  { method: 'POST', path: /^\/api\/erp\/integrations$/, schema: ErpIntegrationSchema },
  { method: 'PUT', path: new RegExp(`^/api/erp/integrations/${ID}$`), schema: ErpIntegrationSchema },
  { method: 'GET', path: /^\/api\/erp\/factories$/, schema: v.array(FactorySchema) },
  { method: 'POST', path: /^\/api\/erp\/factories\/sync$/, schema: v.array(FactorySchema) },
  { method: 'GET', path: /^\/api\/erp\/factory_phone_models$/, schema: v.array(FactoryPhoneModelSchema) },
  { method: 'POST', path: /^\/api\/erp\/factory_phone_models\/sync_task$/, schema: SyncTaskSchema },
  { method: 'GET', path: /^\/api\/erp\/factory_phone_models\/sync_task$/, schema: SyncTaskSchema },
  { method: 'GET', path: /^\/api\/erp\/factory_phone_model_bindings$/, schema: v.array(PhoneModelBindingSchema) },
  { method: 'POST', path: /^\/api\/erp\/factory_phone_model_bindings$/, schema: PhoneModelBindingSchema },
  { method: 'GET', path: /^\/api\/erp\/phone_case_materials$/, schema: v.array(FactoryMaterialSchema) },
  { method: 'GET', path: /^\/api\/erp\/phone_case_material_bindings$/, schema: v.array(MaterialBindingSchema) },
  { method: 'POST', path: /^\/api\/erp\/phone_case_material_bindings$/, schema: MaterialBindingSchema },
  { method: 'GET', path: /^\/api\/erp\/phone_case_material_color_bindings$/, schema: v.array(MaterialColorBindingSchema) },
  { method: 'POST', path: /^\/api\/erp\/phone_case_material_color_bindings$/, schema: MaterialColorBindingSchema },
  { method: 'POST', path: /^\/api\/erp\/push_order$/, schema: PushOrderReplySchema },
  { method: 'POST', path: /^\/api\/erp\/print_files$/, schema: v.array(PrintFileOrderSchema) },
];

const reported = new Set<string>();

/** The rule a call's reply is checked by, if any (`path` as the console calls it, a query allowed). */
export function replyRuleOf(method: string, path: string): ReplyRule | undefined {
  const bare = path.split('?')[0]!;
  return REPLY_RULES.find((candidate) => candidate.method === method && candidate.path.test(bare));
}

/** Checks one reply; returns the warnings it printed (for tests). */
export function checkReply(method: string, path: string, reply: unknown, warn: (text: string) => void = console.warn): string[] {
  const bare = path.split('?')[0]!;
  const rule = replyRuleOf(method, path);
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
