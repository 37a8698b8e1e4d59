/**
 * Addresses of screens that another screen points to from an empty state (添加店铺, 生成链接). Features never
 * import each other (ARCHITECTURE.md), so the address they share lives here rather than in either feature.
 */
export const SHOP_SETTING_PATH = '/app/setting';
export const CUSTOMIZATION_LINKS_PATH = '/app/sku_customization_urls_setting';
