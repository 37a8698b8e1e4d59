import type { Json } from './Json';
import { isJson } from './Json';
import { isMethodName, validateParams, type MethodName, type Params, type Result } from './methods';
import {
  PROTOCOL,
  PROTOCOL_VERSION,
  parseEnvelope,
  type EventEnvelope,
  type ReplyEnvelope,
  type RequestEnvelope,
} from './protocol';
import type { Transport } from './Transport';

export type BridgeHandlers = Partial<{
  [M in MethodName]: (params: Params<M>) => Promise<Result<M>> | Result<M>;
}>;

export interface InterceptedRequest {
  method: string;
  params: unknown;
}

export interface BridgeHostOptions {
  /**
   * Looks at each request before it is answered: `'drop'` never replies, a number replies after
   * that many milliseconds. The handler runs either way, as a real host whose reply is lost would.
   * This is what lets the host simulator show 千牛数据返回超时 on demand.
   */
  intercept?: (request: InterceptedRequest) => 'drop' | number | void;
}

export interface BridgeHost {
  emit(event: string, data: Json): void;
  /** Stops answering, cancels delayed replies and destroys the transport, which it owns. */
  destroy(): void;
}

/** Error codes the host itself puts in `ok: false` replies. */
export const HOST_ERROR_CODES = {
  unknownMethod: 'UNKNOWN_METHOD',
  badParams: 'BAD_PARAMS',
  hostError: 'HOST_ERROR',
} as const;

/**
 * The host's side of the bridge: answers requests with handlers. The host simulator and the tests
 * use it, and so can the mini-program container.
 */
export function createBridgeHost(
  transport: Transport,
  handlers: BridgeHandlers,
  options: BridgeHostOptions = {},
): BridgeHost {
  const delayedReplies = new Set<ReturnType<typeof setTimeout>>();
  let eventCounter = 0;
  let destroyed = false;

  const unsubscribe = transport.subscribe((message) => {
    const envelope = parseEnvelope(message);
    if (envelope?.kind !== 'request') return;
    const verdict = options.intercept?.({ method: envelope.method, params: envelope.params });
    const reply = answer(envelope);
    // A handler that answers at once is answered at once: no promise hops per request.
    if (isThenable(reply)) void reply.then((settled) => deliver(settled, verdict));
    else deliver(reply, verdict);
  });

  function answer(request: RequestEnvelope): ReplyEnvelope | Promise<ReplyEnvelope> {
    const { id, method, params } = request;
    const handler = isMethodName(method) ? findHandler(handlers, method) : undefined;
    if (!handler) return failure(id, HOST_ERROR_CODES.unknownMethod, `Unknown bridge method: ${method}`);
    if (!validateParams(method as MethodName, params)) {
      return failure(id, HOST_ERROR_CODES.badParams, `Bad params for ${method}`);
    }
    let result: unknown;
    let later: boolean;
    try {
      result = handler(params);
      later = isThenable(result);
    } catch (error) {
      return failure(id, codeOf(error), messageOf(error));
    }
    if (!later) return success(id, method, result);
    return Promise.resolve(result).then(
      (value) => success(id, method, value),
      (error: unknown) => failure(id, codeOf(error), messageOf(error)),
    );
  }

  function deliver(reply: ReplyEnvelope, verdict: 'drop' | number | void) {
    if (destroyed || verdict === 'drop') return;
    if (typeof verdict !== 'number') {
      transport.send(reply);
      return;
    }
    const timer = setTimeout(() => {
      delayedReplies.delete(timer);
      if (!destroyed) transport.send(reply);
    }, Math.max(verdict, 0));
    delayedReplies.add(timer);
  }

  return {
    emit(event, data) {
      if (destroyed) return;
      const envelope: EventEnvelope = { protocol: PROTOCOL, version: PROTOCOL_VERSION, kind: 'event', id: `event-${++eventCounter}`, event, data };
      transport.send(envelope);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      unsubscribe();
      for (const timer of delayedReplies) clearTimeout(timer);
      delayedReplies.clear();
      transport.destroy();
    },
  };
}

function findHandler(handlers: BridgeHandlers, method: MethodName): ((params: unknown) => unknown) | undefined {
  // Own properties only: a method named like an Object.prototype member must not find one.
  if (!Object.prototype.hasOwnProperty.call(handlers, method)) return undefined;
  const handler: unknown = handlers[method];
  return typeof handler === 'function' ? (handler as (params: unknown) => unknown) : undefined;
}

function success(id: string, method: string, result: unknown): ReplyEnvelope {
  // Caught here, or the transport would throw it away and the caller would only see a timeout.
  if (!isJson(result)) return failure(id, HOST_ERROR_CODES.hostError, `${method} returned no JSON result`);
  return { protocol: PROTOCOL, version: PROTOCOL_VERSION, kind: 'reply', id, ok: true, result };
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

function failure(id: string, code: string, message: string): ReplyEnvelope {
  return { protocol: PROTOCOL, version: PROTOCOL_VERSION, kind: 'reply', id, ok: false, error: { code, message } };
}

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : HOST_ERROR_CODES.hostError;
}

function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
}
