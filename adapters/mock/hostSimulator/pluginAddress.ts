/** What the simulator frames when `?plugin=` is absent or refused. */
export const DEFAULT_PLUGIN_PATH = '/app/platform';

/**
 * Spec 3 §6's sign-in offer. The simulator stands in for the Qianniu client, which the console trusts to hand
 * it a session without a question; a `token` in the simulator's own address was written by whoever made the
 * link, so it is never handed on: a browser with no session would be signed in to the link maker's account.
 */
const TOKEN_PARAM = 'token';

/**
 * The address the simulator frames for `?plugin=`: a path on the simulator's own origin, always on the
 * qianniu adapter, without a `token`. Anything else (`javascript:`, `data:`, another origin, `//host`,
 * `/\host`) is refused: the frame would run on, or steer, the console's origin with the session in reach.
 * Null when refused.
 */
export function pluginAddress(requested: string | null, origin: string): string | null {
  const path = requested ?? DEFAULT_PLUGIN_PATH;
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  const url = parsed(path, origin);
  if (!url || url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  url.searchParams.delete(TOKEN_PARAM);
  url.searchParams.set('adapter', 'qianniu');
  return url.toString();
}

/**
 * The simulator's own address without any `token`, its own or the one inside `?plugin=`, for
 * history.replaceState: a token kept there is bookmarked, shared and sent in a Referer. Null when there is none.
 */
export function addressWithoutToken(href: string): string | null {
  const url = new URL(href);
  let found = url.searchParams.has(TOKEN_PARAM);
  url.searchParams.delete(TOKEN_PARAM);
  const plugin = url.searchParams.get('plugin');
  const pluginUrl = plugin === null ? null : parsed(plugin, url.origin);
  if (plugin !== null && pluginUrl) {
    if (pluginUrl.searchParams.has(TOKEN_PARAM)) {
      found = true;
      pluginUrl.searchParams.delete(TOKEN_PARAM);
      // Written back as it was given: a path stays a path (a refused value keeps its refusal in the log).
      url.searchParams.set('plugin', plugin.startsWith('/') && !plugin.startsWith('//') ? pluginUrl.pathname + pluginUrl.search + pluginUrl.hash : pluginUrl.href);
    }
  }
  return found ? url.pathname + url.search + url.hash : null;
}

function parsed(address: string, base: string): URL | null {
  try {
    return new URL(address, base);
  } catch {
    return null;
  }
}
