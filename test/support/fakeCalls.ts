/**
 * What the next call of one fake API does instead of its documented behaviour: fail with a given
 * failure, answer something else, never answer (a test answers it later through `pending`), or throw
 * at once as a missing API would.
 */
export type Scripted =
  | { kind: 'fail'; failure: unknown }
  | { kind: 'succeed'; result: unknown }
  | { kind: 'hang' }
  | { kind: 'throw'; error: unknown };

export const failWith = (failure: unknown): Scripted => ({ kind: 'fail', failure });
export const answerWith = (result: unknown): Scripted => ({ kind: 'succeed', result });
export const hang: Scripted = { kind: 'hang' };
export const throwing = (error: unknown): Scripted => ({ kind: 'throw', error });

export type Outcome = { ok: true; result: unknown } | { ok: false; failure: unknown };

export interface FakeCall {
  api: string;
  options: Record<string, unknown>;
}

/** A call that was told to hang: answer it as the API would, or fail it. */
export interface PendingCall extends FakeCall {
  answer(): void;
  fail(failure: unknown): void;
}

/** The call log, the scripted behaviours and the hung calls one fake shares between its APIs. */
export function createCallScript() {
  const calls: FakeCall[] = [];
  const queued = new Map<string, Scripted[]>();
  const pending: PendingCall[] = [];

  return {
    calls,
    pending,
    /** The next call of `api` behaves so; several queue up in order. */
    next(api: string, behaviour: Scripted) {
      const list = queued.get(api) ?? [];
      list.push(behaviour);
      queued.set(api, list);
    },
    /**
     * Runs one call: logs it, applies what is scripted, else `perform` (the documented behaviour), and
     * hands the outcome to `deliver` asynchronously, as the client does.
     */
    run(api: string, options: Record<string, unknown>, perform: () => Outcome, deliver: (outcome: Outcome) => void) {
      calls.push({ api, options: withoutCallbacks(options) });
      const behaviour = queued.get(api)?.shift();
      const later = (outcome: Outcome) => queueMicrotask(() => deliver(outcome));
      switch (behaviour?.kind) {
        case 'throw':
          throw behaviour.error;
        case 'fail':
          return later({ ok: false, failure: behaviour.failure });
        case 'succeed':
          return later({ ok: true, result: behaviour.result });
        case 'hang': {
          const entry: PendingCall = {
            api,
            options: withoutCallbacks(options),
            answer: () => {
              pending.splice(pending.indexOf(entry), 1);
              later(perform());
            },
            fail: (failure) => {
              pending.splice(pending.indexOf(entry), 1);
              later({ ok: false, failure });
            },
          };
          pending.push(entry);
          return;
        }
        default:
          later(perform());
      }
    },
    callsOf(api: string) {
      return calls.filter((call) => call.api === api);
    },
  };
}

function withoutCallbacks(options: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options ?? {})) {
    if (typeof value !== 'function') copy[key] = value;
  }
  return copy;
}
