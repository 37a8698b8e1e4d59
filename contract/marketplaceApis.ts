/**
 * Every marketplace (TOP) API the console calls, and so the only ones the mini-program host forwards to
 * `cloud.topApi.invoke` (adapters/qianniu/miniapp/host/handlers.ts refuses any other name). The console's
 * calls go through `PlatformAdapter.callMarketplace`, whose `api` is typed by this list: a new call does
 * not compile until its API is added here, and then the host forwards it too.
 *
 * The one caller is the 平台调试 screen's marketplace card (src/features/platform/MarketplaceCard.tsx),
 * which offers exactly these: the seller and shop reads, and the item reads the product sync relies on
 * (the mock marketplace answers each from fixtures/platform/). All of them only read.
 */
export const MARKETPLACE_APIS = [
  'taobao.user.seller.get',
  'taobao.shop.seller.get',
  'taobao.item.seller.get',
  'taobao.items.onsale.get',
] as const;

export type MarketplaceApi = (typeof MARKETPLACE_APIS)[number];

const ALLOWED: ReadonlySet<string> = new Set(MARKETPLACE_APIS);

/** Whether `api` is one of MARKETPLACE_APIS, exactly as written there (no trimming, no case folding). */
export function isMarketplaceApi(api: unknown): api is MarketplaceApi {
  return typeof api === 'string' && ALLOWED.has(api);
}
