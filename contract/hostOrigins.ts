/**
 * plugin.manifest.json lists every origin allowed to host the console (frame it, talk to it over the
 * bridge). Its loopback entries exist for the dev server and the host simulator; a production build drops
 * them, so a page on a seller's own machine cannot frame the shipped console.
 */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLoopbackOriginRule(rule: string): boolean {
  const match = /^[a-z][a-z0-9+.-]*:\/\/(\[[^\]]+\]|[^/:]+)/i.exec(rule);
  return Boolean(match && LOOPBACK_HOSTS.has(match[1]!.toLowerCase()));
}

/** The manifest's origins a build trusts: all of them with development tools, else those off loopback. */
export function hostOriginsFor(rules: readonly string[], { development }: { development: boolean }): string[] {
  return development ? [...rules] : rules.filter((rule) => !isLoopbackOriginRule(rule));
}

/**
 * The Content-Security-Policy that keeps every other origin from framing the console: the console itself
 * (the host simulator frames it) and the trusted hosts. `'*'` never reaches it.
 */
export function frameAncestorsPolicy(rules: readonly string[]): string {
  const sources = rules.filter((rule) => rule !== '*' && rule !== 'null' && !/\s|;|,/.test(rule));
  return `frame-ancestors ${["'self'", ...sources].join(' ')}`;
}
