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
  dropTokens(url);
  url.searchParams.set('adapter', 'qianniu');
  return url.toString();
}

/**
 * The simulator's own address without any `token`: its own, one inside any `?plugin=` (a second one, a
 * simulator framed in the simulator), or in a fragment; for history.replaceState: a token kept there is
 * bookmarked, shared and sent in a Referer. Null when there is none.
 */
export function addressWithoutToken(href: string): string | null {
  const url = new URL(href);
  return dropTokens(url) ? url.pathname + url.search + url.hash : null;
}

/** Any name that reads as `token` once decoded and folded, which is what a reader of the address may take. */
const isTokenName = (name: string) => name.trim().toLowerCase() === TOKEN_PARAM;

/** Takes every `token` out of `url` (its query, the addresses its `plugin` values hold, its fragment); says whether there was one. */
function dropTokens(url: URL): boolean {
  let found = false;
  for (const name of [...new Set(url.searchParams.keys())]) {
    if (isTokenName(name)) {
      url.searchParams.delete(name);
      found = true;
    }
  }
  const plugins = url.searchParams.getAll('plugin');
  if (plugins.length > 0) {
    const cleaned = plugins.map((plugin) => {
      const inner = parsed(plugin, url.origin);
      if (!inner || !dropTokens(inner)) return plugin;
      found = true;
      // Written back as it was given: a path stays a path (a refused value keeps its refusal in the log).
      return plugin.startsWith('/') && !plugin.startsWith('//') ? inner.pathname + inner.search + inner.hash : inner.href;
    });
    url.searchParams.delete('plugin');
    for (const plugin of cleaned) url.searchParams.append('plugin', plugin);
  }
  // A fragment is the page's to read as it likes: one that names a token anywhere goes whole.
  if (/token/i.test(safeDecode(url.hash))) {
    url.hash = '';
    found = true;
  }
  return found;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function parsed(address: string, base: string): URL | null {
  try {
    return new URL(address, base);
  } catch {
    return null;
  }
}
