// A "host with any port" rule: scheme, host, then ":*". The host may be a bracketed IPv6 address.
const ANY_PORT_RULE = /^([a-z][a-z0-9+.-]*:\/\/(?:\[[0-9a-f:.]+\]|[^/:*@?#\s[\]]+)):\*$/i;
const PORT = /^[0-9]{1,5}$/;

/**
 * Whether a message origin is trusted. Rules are origins exactly as browsers serialize them
 * (`https://console.example.com`), or a host with any port (`http://localhost:*`), since dev servers
 * and the host simulator pick their ports at run time.
 *
 * `'*'` is ignored as a rule: trusting every origin would let any page that frames the console
 * drive it. The `'null'` origin (sandboxed frames, file: pages) is shared by unrelated documents, so
 * no rule can admit it.
 */
export function isOriginAllowed(origin: string, rules: readonly string[]): boolean {
  if (origin === '' || origin === 'null' || origin.includes('*')) return false;
  return rules.some((rule) => matches(origin, rule));
}

function matches(origin: string, rule: string): boolean {
  if (rule === 'null') return false;
  const anyPort = ANY_PORT_RULE.exec(rule);
  if (anyPort) {
    const host = anyPort[1];
    if (origin === host) return true;
    return origin.startsWith(`${host}:`) && PORT.test(origin.slice(host.length + 1));
  }
  return !rule.includes('*') && origin === rule;
}
