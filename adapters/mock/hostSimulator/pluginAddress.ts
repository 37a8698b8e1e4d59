/** What the simulator frames when `?plugin=` is absent or refused. */
export const DEFAULT_PLUGIN_PATH = '/app/platform';

/**
 * The address the simulator frames for `?plugin=`: a path on the simulator's own origin, always on the
 * qianniu adapter. Anything else (`javascript:`, `data:`, another origin, `//host`, `/\host`) is refused:
 * the frame would run on, or steer, the console's origin with the session in reach. Null when refused.
 */
export function pluginAddress(requested: string | null, origin: string): string | null {
  const path = requested ?? DEFAULT_PLUGIN_PATH;
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(path, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  url.searchParams.set('adapter', 'qianniu');
  return url.toString();
}
