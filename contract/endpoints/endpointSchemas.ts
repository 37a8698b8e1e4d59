// The schemas the endpoint table's rules name, in one module: `npm run build` reads noSchemas.ts in
// its place (rspack.config.ts), so that the production console, whose table has `rules: false`, loads none of them.
// The dev server, the QA build, the dev API and the tests read the real ones.
export { AccountCreditsSchema, ChargeResultSchema, PaymentFormSchema, PaymentStatusReplySchema, RechargeQuerySchema, RechargeRecordPageSchema, RefundResultSchema, UsageDetailSchema, UsageQuerySchema, UsageRecordPageSchema } from '../credits';
export { AssetCollectionQuerySchema, DesignAssetCollectionSchema, DesignAssetPageSchema, DesignAssetQuerySchema, DesignAssetSchema, FontColorBodySchema, ShopFontBodySchema } from '../library';
export { BrandBodySchema, BrandPatchSchema, ColorBodySchema, ColorPatchSchema, MaterialBodySchema, MaterialColorSchema, MaterialPatchSchema, ModelBodySchema, ModelDeleteBodySchema, ModelPatchSchema, PhoneBrandSchema, PhoneCaseMaterialSchema, PhoneModelPrintSizeSchema, PhoneModelSchema, PrintSizeBodySchema, SkuBodySchema, SkuPatchBodySchema, SkuSchema, WireframeBodySchema, WireframeSchema } from '../catalogue';
export { CustomizedImageLookupSchema, CustomizedImageRecordSchema, OrderPageSchema, OrderQuerySchema } from '../orders';
export { CutoutTaskCreateSchema, CutoutTaskInputSchema, PlaceholderImageBodySchema, PlaceholderQuerySchema } from '../aiCutout';
export { DesignTemplateSchema, TemplateGroupSchema, TemplateSummarySchema } from '../templates';
export { DownloadRulesBodySchema } from '../downloadRules';
export { ErpIntegrationBodySchema, ErpIntegrationSchema, FactoryMaterialSchema, FactoryPhoneModelSchema, FactorySchema, MaterialBindingBodySchema, MaterialBindingSchema, MaterialColorBindingBodySchema, MaterialColorBindingSchema, PhoneModelBindingBodySchema, PhoneModelBindingSchema, PrintFileOrderSchema, PrintFilesBodySchema, PushOrderReplySchema, SyncTaskBodySchema, SyncTaskSchema } from '../erp';
export { JigBodySchema, JigSchema } from '../jigs';
export { MiniAppReplySchema, MiniAppSchema, MiniAppTemplateSchema, MiniAppVersionBodySchema } from '../miniApp';
export { PhoneCaseCustomizationSettingSchema, ShopCustomizationSettingSchema, ShopCustomizationUrlsSchema } from '../customization';
export { ProductBodySchema, ProductPageSchema, ProductQuerySchema, ProductSchema, ProductSyncBodySchema } from '../products';
export { ShopFieldsSchema, ShopPatchSchema, ShopSchema } from '../shops';
export { faultRuleSchema } from '../devFaults';
export { TemplateBatchReplySchema, templateBatchSchema } from '../templateBatch';
export { TemplateBodySchema } from '../templateBody';
export { ShopSettingBodySchema, SkuSettingBodySchema } from '../settingBodies';
export { ChargeRequestSchema } from '../credits';
export { ErpKeyBodySchema, PushOrderBodySchema } from '../erp';
export { ErpPushConfigBodySchema, ErpSyncConfigBodySchema } from '../devErpSettings';
export { AddOrdersBodySchema } from '../devOrders';
export { TemplateGroupBodySchema, TemplateGroupPatchBodySchema } from '../templateGroupBody';
export { ActiveOrderingBodySchema, INVALID_ORDERING, OrderingBodySchema, PathOrderingBodySchema } from '../ordering';
export { CollectionBodySchema, CollectionPatchSchema, DesignAssetBodySchema } from '../libraryRules';
export { EnabledBodySchema, FontColorSchema, ShopFontSchema } from '../fontReplies';
export { CurrentUserSchema, LOGIN_FAILED, LoginBodySchema, LoginReplySchema } from '../users';
export { MarketplaceFileBodySchema, UploadFormBodySchema, UploadResultBodySchema } from '../fileBodies';
export { MarketplaceFileReplySchema, UploadFormSchema } from '../fileReplies';
export { AiCutoutPlaceholderImageSchema, CutoutTaskSchema, CutoutTaskTokenSchema } from '../aiCutoutReplies';
export { CutoutHostBodySchema } from '../devCutoutHost';
export { PreviewModelBodySchema } from '../devPreviewModels';
export { FactoryQuerySchema, ModelBindingQuerySchema, PaymentFormQuerySchema, PaymentPageQuerySchema, SkuQuerySchema, SkuSettingQuerySchema, TemplateQuerySchema, WireframeQuerySchema } from '../queries';
