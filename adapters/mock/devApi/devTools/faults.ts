import { errorReply } from '../http/http';
import type { FaultRule } from '../../../../contract/devFaults';
import { abortReason, sleep } from '../../../../contract/sleep';

/** The bodies nginx-style gateways send: the console must cope with a non-JSON 502/503 (spec 1 §8). */
const GATEWAY_PAGES: Record<number, string> = {
  502: '502 Bad Gateway',
  503: '503 Service Temporarily Unavailable',
  504: '504 Gateway Time-out',
};

export class FaultBook {
  private rules: FaultRule[] = [];
  /** The requests a hang holds now, each let go by calling its function. */
  private held = new Set<() => void>();

  add(rule: FaultRule): void {
    this.rules.push({ ...rule });
  }

  clear(): void {
    this.rules = [];
  }

  /**
   * Lets every request a hang holds now go on, as if its hang had ended: to the status of its rule, or else
   * to its route. A test holds a call this way (a save in flight), acts, then releases it without guessing
   * at a latency. Returns how many were let go. Clearing the rules does not release: a reset between tests
   * must not let a held write into the fresh state.
   */
  release(): number {
    const held = [...this.held];
    this.held.clear();
    for (const letGo of held) letGo();
    return held.length;
  }

  /** How many requests a hang holds now: a test sees a request held without waiting for it to be. */
  holding(): number {
    return this.held.size;
  }

  list(): FaultRule[] {
    return this.rules.map((rule) => ({ ...rule }));
  }

  /**
   * Every rule that matches the request, each counted once against its `times`.
   * Matching rules combine: their latencies add up, any hang hangs, the first status answers.
   * That lets QA stack "slow everything" with "this one call fails".
   */
  take(method: string, pathname: string): FaultRule[] {
    const matched = this.rules.filter((rule) => matches(rule, method, pathname));
    for (const rule of matched) {
      if (rule.times !== undefined) rule.times -= 1;
    }
    this.rules = this.rules.filter((rule) => rule.times === undefined || rule.times > 0);
    return matched;
  }

  /** Plays the matched faults on a request: latency, then hang, then status. undefined = let it through. */
  async apply(request: Request, pathname: string): Promise<Response | undefined> {
    const matched = this.take(request.method, pathname);
    if (matched.length === 0) return undefined;
    const latencyMs = matched.reduce((sum, rule) => sum + (rule.latencyMs ?? 0), 0);
    if (latencyMs > 0) await sleep(latencyMs, request.signal);
    if (matched.some((rule) => rule.hang)) await this.hang(request.signal);
    const failing = matched.find((rule) => rule.status !== undefined);
    return failing ? faultReply(failing) : undefined;
  }

  /** Until the client aborts (rejects as fetch would) or release() lets the request go. */
  private hang(signal: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      if (signal.aborted) return reject(abortReason(signal));
      const end = () => {
        hungSignals.delete(signal);
        signal.removeEventListener('abort', onAbort);
        this.held.delete(letGo);
      };
      const onAbort = () => {
        end();
        reject(abortReason(signal));
      };
      const letGo = () => {
        end();
        resolve();
      };
      hungSignals.add(signal);
      this.held.add(letGo);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }
}

/**
 * What a rule's `path` is matched against: the path, except for a resized image (`?x-oss-process=…`, the
 * order list's thumbnails), whose key carries that parameter too; other queries (a print address's signature)
 * are not part of it. So a rule for one image's print path fails the download of it and not the list's
 * thumbnail of it, and `/api/order_images/*` still covers both.
 */
export function faultKey(pathname: string, url: URL): string {
  const process = url.searchParams.get('x-oss-process');
  return process === null ? pathname : `${pathname}?x-oss-process=${process}`;
}

function matches(rule: FaultRule, method: string, pathname: string): boolean {
  if (rule.method && rule.method.toUpperCase() !== method.toUpperCase()) return false;
  return rule.path.endsWith('*') ? pathname.startsWith(rule.path.slice(0, -1)) : pathname === rule.path;
}

function faultReply(rule: FaultRule): Response {
  const status = rule.status!;
  if (rule.body !== undefined) {
    return new Response(JSON.stringify(rule.body), {
      status,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  }
  const gatewayPage = GATEWAY_PAGES[status];
  if (gatewayPage !== undefined) {
    return new Response(`<html><body>${gatewayPage}</body></html>`, {
      status,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  }
  return errorReply(status, 'INJECTED_FAULT', '注入的故障 ' + status);
}

// A hung request ends only when the client gives up (or a test releases it). Node's Request follows the
// caller's AbortSignal only through a weak reference, so a wait that nothing else holds could be
// garbage-collected and never end: a hung request's signal is held here until its hang ends.
const hungSignals = new Set<AbortSignal>();

