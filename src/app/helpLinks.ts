import { MSG } from '../messages';

/** Spec 1 §1: the help-documents menu, one link per topic. */
export const HELP_BASE = 'https://help.kemei-diy.com/docs';

/** Each help topic's page under HELP_BASE; the titles are texts (MSG.shell.helpTopics). */
const TOPIC_PAGES: Record<keyof typeof MSG.shell.helpTopics, string> = {
  gettingStarted: 'getting-started',
  phoneBrandsModels: 'phone-brands-models',
  caseMaterials: 'case-materials',
  wireframes: 'wireframes',
  wireframeImport: 'wireframe-import',
  skus: 'skus',
  designAssets: 'design-assets',
  fonts: 'fonts',
  textColors: 'text-colors',
  templates: 'templates',
  designer: 'designer',
  aiCutout: 'ai-cutout',
  psdImport: 'psd-import',
  batchTools: 'batch-tools',
  productCustomization: 'product-customization',
  customizationLinks: 'customization-links',
  orders: 'orders',
  bulkDownload: 'bulk-download',
  credits: 'credits',
  shops: 'shops',
  factoryErp: 'factory-erp',
  subAccountAuthorization: 'sub-account-authorization',
};

export const HELP_TOPICS: readonly { title: string; url: string }[] = Object.entries(MSG.shell.helpTopics).map(([topic, title]) => ({
  title,
  url: `${HELP_BASE}/${TOPIC_PAGES[topic as keyof typeof TOPIC_PAGES]}`,
}));

export const SUB_ACCOUNT_TUTORIAL_URL = `${HELP_BASE}/sub-account-authorization`;

/** Spec 1 §1: contact support opens a chat with the service's Wangwang account. */
export const SUPPORT_CHAT_URL =
  'https://amos.alicdn.com/getcid.aw?v=3&groupid=0&s=1&charset=utf-8&site=cntaobao&uid=' + encodeURIComponent('壳美定制客服');
