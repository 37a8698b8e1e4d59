// POST /api/files/taobao registers an image the Qianniu client already put on the marketplace, and the
// content route then redirects to it: only the marketplace's image hosts, or the dev API's own simulated
// cloud, may be named, or the dev API would redirect anyone anywhere (ROUTES.md "Marketplace images").
import { pathPattern } from '../../../../contract/pathPattern';
import { cloudFiles } from '../../../../contract/endpoints/files/cloudFiles';
import { badRequest } from '../http/http';

/**
 * The marketplace's image CDN domains; a host is either one of them or below one. Alibaba serves seller
 * images from img.alicdn.com, gw.alicdn.com, gd1..gd4.alicdn.com (all *.alicdn.com); older items from
 * img01..img04.taobaocdn.com and the tbcdn.cn hosts.
 */
export const MARKETPLACE_IMAGE_DOMAINS: readonly string[] = ['alicdn.com', 'taobaocdn.com', 'tbcdn.cn'];

/** The refusal of a simulated cloud address with no file behind it (registered, or made into a record after its file was deleted). */
export const CLOUD_FILE_NOT_FOUND = 'CLOUD_FILE_NOT_FOUND';

/** The simulated cloud's file URLs (files/cloudFileRoutes.ts): the host simulator's uploads are registered with these. */
const OWN_CLOUD_FILE_PATH = pathPattern(cloudFiles.get, { param: '[A-Za-z0-9_-]+' });

export const MARKETPLACE_URL_REFUSED = 'url 必须是淘宝图片空间的 https 地址';

/**
 * The URL to store, or a 400. `base` resolves a relative URL (the simulated cloud hands out
 * `/api/__dev/cloud_files/…` when the dev API has no configured origin); `ownOrigins` are the dev API's.
 */
export function checkMarketplaceUrl(raw: string, base: string, ownOrigins: readonly string[]): string {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw badRequest(MARKETPLACE_URL_REFUSED, 'URL_NOT_ALLOWED');
  }
  if (ownOrigins.includes(url.origin) && OWN_CLOUD_FILE_PATH.test(url.pathname) && !url.search && !url.hash) {
    // A path of ours stays a path, so it keeps working wherever the dev API is reached from.
    return raw.startsWith('/') && !raw.startsWith('//') ? url.pathname : url.href;
  }
  if (!isMarketplaceImageUrl(url)) throw badRequest(MARKETPLACE_URL_REFUSED, 'URL_NOT_ALLOWED');
  return url.href;
}

function isMarketplaceImageUrl(url: URL): boolean {
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  const host = url.hostname.toLowerCase();
  return MARKETPLACE_IMAGE_DOMAINS.some((domain) => host === domain || host.endsWith('.' + domain));
}

/**
 * The simulated cloud's id of the file a stored URL (one checkMarketplaceUrl took) addresses, from its path;
 * undefined for the marketplace's own hosts. The address is what the content route redirects to, so it, not
 * the id a client sent beside it, says which bytes a check must read.
 */
export function cloudFileIdOf(storedUrl: string): string | undefined {
  const url = new URL(storedUrl, 'http://dev-api.invalid');
  return isMarketplaceImageUrl(url) ? undefined : OWN_CLOUD_FILE_PATH.exec(url.pathname)?.[1];
}
