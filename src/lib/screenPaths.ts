/**
 * Addresses of screens that another screen points to from an empty state (添加店铺, 生成链接) or the
 * getting-started guide. Features never
 * import each other (ARCHITECTURE.md), so the address they share lives here rather than in either feature.
 */
export const SHOP_SETTING_PATH = '/app/setting';
export const CUSTOMIZATION_LINKS_PATH = '/app/sku_customization_urls_setting';
export const BRAND_LIST_PATH = '/app/phone_brand_model/brand';
export const MODEL_LIST_PATH = '/app/phone_brand_model/model';
export const MATERIAL_LIST_PATH = '/app/phone_case_material/material';
export const TEMPLATE_PATH = '/app/design_template';
export const PRODUCT_SETTING_PATH = '/app/sku_customization_setting';
export const PRINT_JIGS_PATH = '/app/print_jigs';
