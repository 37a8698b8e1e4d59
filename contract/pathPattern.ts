// The RegExp that reads an address of an endpoint back, apart from endpoint.ts, which every screen's chunk holds
// (pathOf): only the modules that recognise an address (the designer's own image addresses, the dev API) carry it.
import type { Endpoint } from './endpoint';

export interface PathPatternOptions {
  /** What a parameter may be (a RegExp's source); one path segment unless given. */
  readonly param?: string;
  /** Matches a path that ends with the endpoint's (an address whose API lives under a base path). */
  readonly suffix?: boolean;
  /** Lets a query follow, as the last capture group. */
  readonly query?: boolean;
}

/**
 * A RegExp that reads an address of the endpoint: its parameters, in the path's order, are the capture groups
 * (still %-encoded, as pathOf wrote them). For the dev API, which recognises the addresses it handed out.
 */
export function pathPattern(endpoint: Endpoint, { param = '[^/?#]+', suffix = false, query = false }: PathPatternOptions = {}): RegExp {
  const literal = endpoint.path.split(/:\w+/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`${suffix ? '' : '^'}${literal.join(`(${param})`)}${query ? '(\\?[^#]*)?' : ''}$`);
}
