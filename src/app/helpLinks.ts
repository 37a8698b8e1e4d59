/** Spec 1 §1: the help-documents menu, one link per topic. */
export const HELP_BASE = 'https://help.kemei-diy.com/docs';

export const HELP_TOPICS: readonly { title: string; url: string }[] = [
  ['快速入门', 'getting-started'],
  ['品牌与型号管理', 'phone-brands-models'],
  ['手机壳材质与颜色', 'case-materials'],
  ['线框图与打印区域', 'wireframes'],
  ['一键导入线框图', 'wireframe-import'],
  ['SKU 上架与下架', 'skus'],
  ['素材库与分组', 'design-assets'],
  ['店铺字体', 'fonts'],
  ['文字颜色', 'text-colors'],
  ['设计模板管理', 'templates'],
  ['图层设计器', 'designer'],
  ['AI 抠图与人像占位图', 'ai-cutout'],
  ['PSD 导入', 'psd-import'],
  ['批量预览与批量设置', 'batch-tools'],
  ['商品定制配置', 'product-customization'],
  ['定制链接', 'customization-links'],
  ['订单管理', 'orders'],
  ['批量下载定制图', 'bulk-download'],
  ['积分充值与扣费', 'credits'],
  ['店铺设置', 'shops'],
  ['工厂 ERP 对接与推单', 'factory-erp'],
  ['子账号授权', 'sub-account-authorization'],
].map(([title, slug]) => ({ title: title!, url: `${HELP_BASE}/${slug}` }));

export const SUB_ACCOUNT_TUTORIAL_URL = `${HELP_BASE}/sub-account-authorization`;

/** Spec 1 §1: contact support opens a chat with the service's Wangwang account. */
export const SUPPORT_CHAT_URL =
  'https://amos.alicdn.com/getcid.aw?v=3&groupid=0&s=1&charset=utf-8&site=cntaobao&uid=' + encodeURIComponent('壳美定制客服');
