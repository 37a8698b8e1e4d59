// /api/__dev/* can wipe the data or hang every route, and needs no token: a web page elsewhere must not
// reach it through the merchant's browser (ROUTES.md "Dev tools"). A browser names the page behind every
// request that changes something (Origin, Sec-Fetch-Site), so a request from another origin is refused.
// A caller without those headers is no browser page (curl, a test, the mock adapter calling handle() in
// the page itself) and is let through, as the curl examples of docs/qianniu.md
// ("Fault injection") need.
import { DEV_TOOLS_PATH, pathPrefix } from '../../../../contract/endpoint';
import { cloudFiles } from '../../../../contract/endpoints/files/cloudFiles';
import { recharges } from '../../../../contract/endpoints/credits/recharges';
import { errorReply, isJsonType } from '../http/http';

export const DEV_TOOLS_PREFIX = DEV_TOOLS_PATH;

/** Reading is harmless (a page elsewhere cannot read the reply) and an <img> must load a cloud file. */
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Paths under the prefix whose body is not JSON: the simulated cloud takes the file's raw bytes. */
const RAW_BODY_PATHS: ReadonlySet<string> = new Set([cloudFiles.create.path]);
/** The dev payment page takes its own form posts (a page's form cannot send JSON); its token guards it. */
const FORM_BODY_PREFIX = `${pathPrefix(recharges.paymentPage)}/`;

export const CROSS_ORIGIN_REFUSED = '开发工具接口只接受同源请求';
export const JSON_REQUIRED = '开发工具接口的请求体必须是 application/json';

/** The refusal for a request to the dev tools, or undefined to let it through. */
export function guardDevTools(request: Request, pathname: string, ownOrigins: readonly string[]): Response | undefined {
  if (!pathname.startsWith(DEV_TOOLS_PREFIX) || SAFE_METHODS.has(request.method.toUpperCase())) return undefined;
  const site = request.headers.get('sec-fetch-site');
  const origin = request.headers.get('origin');
  // 'same-site' too: another port of localhost is the same site and another origin.
  const foreignSite = site !== null && site !== 'same-origin' && site !== 'none';
  const foreignOrigin = origin !== null && !ownOrigins.includes(origin);
  if (foreignSite || foreignOrigin) return errorReply(403, 'CROSS_ORIGIN_REFUSED', CROSS_ORIGIN_REFUSED);
  if (RAW_BODY_PATHS.has(pathname.replace(/\/+$/, ''))) return undefined;
  if (pathname.startsWith(FORM_BODY_PREFIX)) return undefined;
  // A body-less POST (curl -X POST …/reset) sends no type; any other type is a body a page could send
  // without asking first (text/plain, a form), which JSON never is.
  const type = request.headers.get('content-type');
  if (type !== null && !isJsonType(type)) return errorReply(415, 'UNSUPPORTED_MEDIA_TYPE', JSON_REQUIRED);
  return undefined;
}
