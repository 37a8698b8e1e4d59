// The schemas the endpoint table's rules name, in one module: `npm run build` puts noSchemas.ts in its place
// (rspack.config.ts), so that the production console, whose table has `rules: false`, loads none of them.
// The dev server, the QA build, the dev API and the tests read the real ones.
export { MaterialColorSchema, PhoneBrandSchema, PhoneCaseMaterialSchema, PhoneModelPrintSizeSchema, PhoneModelSchema, SkuSchema, WireframeSchema } from '../catalogue';
export { AccountCreditsSchema, ChargeResultSchema, PaymentFormSchema, PaymentStatusReplySchema, RechargeRecordPageSchema, RefundResultSchema, UsageDetailSchema, UsageRecordPageSchema } from '../credits';
export { PhoneCaseCustomizationSettingSchema, ShopCustomizationSettingSchema, ShopCustomizationUrlsSchema } from '../customization';
export { DownloadRulesBodySchema } from '../downloadRules';
export { ErpIntegrationSchema, FactoryMaterialSchema, FactoryPhoneModelSchema, FactorySchema, MaterialBindingSchema, MaterialColorBindingSchema, PhoneModelBindingSchema, PrintFileOrderSchema, PushOrderReplySchema, SyncTaskSchema } from '../erp';
export { JigSchema } from '../jigs';
export { DesignAssetCollectionSchema, DesignAssetPageSchema, DesignAssetSchema } from '../library';
export { CustomizedImageRecordSchema, OrderPageSchema } from '../orders';
export { ProductPageSchema, ProductSchema } from '../products';
export { ShopSchema } from '../shops';
export { DesignTemplateSchema, TemplateGroupSchema, TemplateSummarySchema } from '../templates';
