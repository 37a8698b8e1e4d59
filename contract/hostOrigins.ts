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
 * The origins a page served from `port` trusts: its loopback rules narrowed from any port to that one.
 * "Any port" in the manifest stands for whichever port the dev server or the QA build was given; another
 * page on the same machine (another dev server, a tool's page on a port of its own) must not hand the
 * console a token or drive its bridge (spec 3 §6: a token is taken without a question only from the
 * trusted host). `localhost` and `127.0.0.1` stay two hosts, so a trusted parent may still be another site.
 */
export function loopbackOnPort(rules: readonly string[], port: string): string[] {
  return rules.map((rule) => (isLoopbackOriginRule(rule) && rule.endsWith(':*') ? `${rule.slice(0, -2)}${port === '' ? '' : `:${port}`}` : rule));
}

/**
 * The Content-Security-Policy that keeps every other origin from framing the console: the console itself
 * (the host simulator frames it) and the trusted hosts. `'*'` never reaches it.
 */
export function frameAncestorsPolicy(rules: readonly string[]): string {
  const sources = rules.filter((rule) => rule !== '*' && rule !== 'null' && !/\s|;|,/.test(rule));
  return `frame-ancestors ${["'self'", ...sources].join(' ')}`;
}
