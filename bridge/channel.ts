import { BridgeError } from './BridgeError';
import { createListenerSet, type ListenerSet } from './createListenerSet';
import type { Json } from './Json';
import { validateResult, type MethodName, type Params, type Result } from './methods';
import { PROTOCOL, PROTOCOL_VERSION, parseEnvelope, type ReplyEnvelope, type RequestEnvelope } from './protocol';
import type { Transport } from './Transport';

export const DEFAULT_TIMEOUT_MS = 30_000;
// setTimeout runs anything above 2^31-1 ms after 1 ms, so a huge timeout would fire at once.
const MAX_TIMEOUT_MS = 2_147_483_647;

export interface RequestOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface ChannelOptions {
  /** 30 s unless given. */
  defaultTimeoutMs?: number;
  /** Prefix of correlation ids; random unless given, so two channels on one window cannot collide. */
  idPrefix?: string;
}

export interface Channel {
  request<M extends MethodName>(method: M, params: Params<M>, opts?: RequestOptions): Promise<Result<M>>;
  /** Listens to one event the host emits; returns the unsubscribe. */
  on(event: string, listener: (data: Json) => void): () => void;
  pendingCount(): number;
  /** Rejects every pending request with DESTROYED and destroys the transport, which it owns. */
  destroy(): void;
}

interface Pending {
  id: string;
  method: MethodName;
  /** When it times out, on the clock of `now()` (tests that fake timers and start requests at different times fake `performance` too). */
  deadline: number;
  resolve(result: unknown): void;
  reject(error: unknown): void;
  signal: AbortSignal | undefined;
  onAbort: (() => void) | undefined;
}

const now = () => (typeof performance === 'object' ? performance.now() : Date.now());

/** The plugin's side of the bridge: requests with correlation ids and timeouts, and host events. */
export function createChannel(transport: Transport, options: ChannelOptions = {}): Channel {
  const defaultTimeoutMs = options.defaultTimeoutMs ?? DEFAULT_TIMEOUT_MS;
  const idPrefix = options.idPrefix ?? `${Math.random().toString(36).slice(2, 10)}:`;
  const pending = new Map<string, Pending>();
  const events = new Map<string, ListenerSet<Json>>();
  let counter = 0;
  let destroyed = false;
  // One timer for every pending request, armed for the earliest deadline: a hundred requests in
  // flight cost one setTimeout, not a hundred, and it stays armed when the last reply comes, so one
  // request after another costs none until it fires. It is the timer firing, not the clock, that
  // times a request out, so timeouts behave as with a timer each (fake timers included).
  let timer: ReturnType<typeof setTimeout> | undefined;
  let armedFor = 0;

  /** `delay` is given, not taken from the deadline: a float difference of 999.99… ms would fire a 1,000 ms timeout early. */
  function arm(deadline: number, delay: number) {
    if (timer !== undefined) clearTimeout(timer);
    armedFor = deadline;
    timer = setTimeout(expire, Math.min(Math.max(delay, 0), MAX_TIMEOUT_MS));
  }

  function expire() {
    timer = undefined;
    // A throttled timer (a background tab) fires late: whatever fell due meanwhile goes too.
    const firedAt = Math.max(armedFor, now());
    let next = Infinity;
    for (const entry of [...pending.values()]) {
      if (entry.deadline <= firedAt) giveUp(entry, new BridgeError('TIMEOUT'));
      else next = Math.min(next, entry.deadline);
    }
    if (next !== Infinity && timer === undefined) arm(next, next - firedAt);
  }

  const unsubscribe = transport.subscribe((message) => {
    const envelope = parseEnvelope(message);
    if (envelope?.kind === 'reply') settle(envelope);
    else if (envelope?.kind === 'event') events.get(envelope.event)?.emit(envelope.data);
  });

  function settle(reply: ReplyEnvelope) {
    // No entry: a late reply after a timeout or abort, or one meant for another channel.
    const entry = pending.get(reply.id);
    if (!entry) return;
    if (!reply.ok) fail(entry, new BridgeError('REMOTE', reply.error.message, reply.error.code));
    else if (validateResult(entry.method, reply.result)) {
      finish(entry);
      entry.resolve(reply.result);
    } else fail(entry, new BridgeError('BAD_REPLY'));
  }

  // Shared by every request rather than made per request: a request allocates its entry and little else.
  function finish(entry: Pending) {
    pending.delete(entry.id);
    if (entry.signal && entry.onAbort) entry.signal.removeEventListener('abort', entry.onAbort);
  }

  function fail(entry: Pending, error: unknown) {
    finish(entry);
    entry.reject(error);
  }

  /** Ends a request without a reply, and says so to the transport. */
  function giveUp(entry: Pending, error: unknown) {
    fail(entry, error);
    transport.forget?.(entry.id);
  }

  return {
    request<M extends MethodName>(method: M, params: Params<M>, opts: RequestOptions = {}) {
      return new Promise<Result<M>>((resolve, reject) => {
        if (destroyed) return reject(new BridgeError('DESTROYED'));
        const { signal } = opts;
        if (signal?.aborted) return reject(new BridgeError('ABORTED'));

        const id = `${idPrefix}${++counter}`;
        const timeoutMs = Math.min(Math.max(opts.timeoutMs ?? defaultTimeoutMs, 0), MAX_TIMEOUT_MS);
        const entry: Pending = {
          id,
          method,
          deadline: now() + timeoutMs,
          resolve: resolve as (result: unknown) => void,
          reject,
          signal,
          onAbort: undefined,
        };
        if (signal) {
          entry.onAbort = () => giveUp(entry, new BridgeError('ABORTED'));
          signal.addEventListener('abort', entry.onAbort, { once: true });
        }
        pending.set(id, entry);
        if (timer === undefined || entry.deadline < armedFor) arm(entry.deadline, timeoutMs);

        const envelope: RequestEnvelope = {
          protocol: PROTOCOL,
          version: PROTOCOL_VERSION,
          kind: 'request',
          id,
          method,
          params: params as Json,
        };
        try {
          transport.send(envelope);
        } catch (error) {
          // Params that cannot be sent (not JSON, a closed web-view) are the caller's to see as-is.
          giveUp(entry, error);
        }
      });
    },

    on(event, listener) {
      if (destroyed) return () => undefined;
      let listeners = events.get(event);
      if (!listeners) {
        listeners = createListenerSet<Json>();
        events.set(event, listeners);
      }
      const set = listeners;
      const remove = set.add(listener);
      return () => {
        remove();
        if (set.size() === 0 && events.get(event) === set) events.delete(event);
      };
    },

    pendingCount() {
      return pending.size;
    },

    destroy() {
      if (destroyed) return;
      destroyed = true;
      unsubscribe();
      if (timer !== undefined) clearTimeout(timer);
      for (const entry of [...pending.values()]) fail(entry, new BridgeError('DESTROYED'));
      events.clear();
      transport.destroy();
    },
  };
}
