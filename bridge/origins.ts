// A "host with any port" rule: scheme, host, then ":*". The host may be a bracketed IPv6 address.
const ANY_PORT_RULE = /^([a-z][a-z0-9+.-]*:\/\/(?:\[[0-9a-f:.]+\]|[^/:*@?#\s[\]]+)):\*$/i;
const PORT = /^[0-9]{1,5}$/;

/** Whether one serialized origin is trusted: the allow-list, parsed once. */
export type OriginCheck = (origin: string) => boolean;

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
  return compileOriginRules(rules)(origin);
}

/** isOriginAllowed for one list of rules, parsed once: a transport checks every incoming message. */
export function compileOriginRules(rules: readonly string[]): OriginCheck {
  const exact = new Set<string>();
  const anyPortHosts: string[] = [];
  for (const rule of rules) {
    if (rule === 'null') continue;
    const anyPort = ANY_PORT_RULE.exec(rule);
    if (anyPort) anyPortHosts.push(anyPort[1]!);
    else if (!rule.includes('*')) exact.add(rule);
  }
  return (origin) => {
    if (origin === '' || origin === 'null' || origin.includes('*')) return false;
    if (exact.has(origin)) return true;
    return anyPortHosts.some(
      (host) => origin === host || (origin.startsWith(`${host}:`) && PORT.test(origin.slice(host.length + 1))),
    );
  };
}
