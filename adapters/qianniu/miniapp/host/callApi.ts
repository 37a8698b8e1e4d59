import type { CancelSignal } from '../../../../bridge/cancellation';
import { HOST_ERROR_CODES, HostError } from './hostError';
import { HOST_TEXT } from './messages';
import type { MyCallbacks, MyFailure } from './platform';

// setTimeout runs anything above 2^31-1 ms after 1 ms, so a huge limit would fire at once.
const MAX_TIMEOUT_MS = 2_147_483_647;

export interface CallLimits {
  /**
   * The host's own limit. A call that never calls back must not hold the host (and its temporary file)
   * forever; the console gives up after its own timeout, which this one does not replace.
   */
  timeoutMs: number;
  /** Stops waiting at once: the call rejects with HOST_ABORTED. */
  cancel?: CancelSignal;
}

/**
 * A callback-form `my.*` call as a Promise that always settles: by its answer, its failure
 * (`{ error, errorMessage }` → HostError `MY_<error>` with the client's message), the timeout or a cancel.
 */
export function callMy<Success>(
  invoke: (callbacks: Required<Omit<MyCallbacks<Success>, 'complete'>>) => unknown,
  limits: CallLimits,
): Promise<Success> {
  return settleWithin<Success>((succeed, fail) => {
    const returned = invoke({ success: succeed, fail: (failure) => fail(myError(failure)) });
    // Newer clients also return a Promise; its rejection repeats `fail` and must not go unhandled.
    if (isThenable(returned)) returned.then(undefined, () => undefined);
  }, limits);
}

/** A Promise-returning cloud SDK call under the same limits; its failure is passed on as it is (topErrors.ts reads it). */
export function callCloud<T>(start: () => Promise<T>, limits: CallLimits): Promise<T> {
  return settleWithin<T>((succeed, fail) => {
    start().then(succeed, fail);
  }, limits);
}

/** The HostError for what a `my.*` call hands its `fail` callback; anything else there still gives one. */
export function myError(failure: unknown): HostError {
  const { error, errorMessage } = (typeof failure === 'object' && failure !== null ? failure : {}) as MyFailure;
  const number = typeof error === 'number' || typeof error === 'string' ? String(error) : '';
  const code = number === '' ? HOST_ERROR_CODES.clientFailed : `MY_${number}`;
  const message =
    typeof errorMessage === 'string' && errorMessage !== '' ? errorMessage : HOST_TEXT.clientFailed(number || '?');
  return new HostError(code, message);
}

function settleWithin<T>(
  start: (succeed: (value: T) => void, fail: (error: unknown) => void) => void,
  { timeoutMs, cancel }: CallLimits,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (cancel?.cancelled) {
      reject(new HostError(HOST_ERROR_CODES.aborted, HOST_TEXT.aborted));
      return;
    }
    let settled = false;
    const end = () => {
      settled = true;
      clearTimeout(timer);
      stopListening?.();
    };
    const succeed = (value: T) => {
      if (settled) return;
      end();
      resolve(value);
    };
    const fail = (error: unknown) => {
      if (settled) return;
      end();
      reject(error);
    };
    const timer = setTimeout(
      () => fail(new HostError(HOST_ERROR_CODES.timeout, HOST_TEXT.timeout)),
      Math.min(timeoutMs, MAX_TIMEOUT_MS),
    );
    const stopListening = cancel?.onCancel(() => fail(new HostError(HOST_ERROR_CODES.aborted, HOST_TEXT.aborted)));
    try {
      start(succeed, fail);
    } catch (error) {
      // An API missing from this client throws a TypeError here: it fails the call, not the host.
      fail(error);
    }
  });
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null | undefined)?.then === 'function';
}
