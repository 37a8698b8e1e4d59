import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCancellation } from '../../../../bridge/cancellation';
import { callCloud, callMy, myError } from '../../../../adapters/qianniu/miniapp/host/callApi';
import { HOST_TEXT } from '../../../../adapters/qianniu/miniapp/host/messages';
import type { MyCallbacks } from '../../../../adapters/qianniu/miniapp/host/platform';

afterEach(() => {
  vi.useRealTimers();
});

type Callbacks = Required<Omit<MyCallbacks<unknown>, 'complete'>>;

describe('callMy', () => {
  it('resolves with what success gets', async () => {
    await expect(callMy((cb: Callbacks) => setTimeout(() => cb.success({ success: true })), { timeoutMs: 1_000 })).resolves.toEqual({ success: true });
  });

  it('rejects a fail with MY_<error> and the client’s message', async () => {
    await expect(callMy((cb: Callbacks) => cb.fail({ error: 10022, errorMessage: '指定文件不存在' }), { timeoutMs: 1_000 })).rejects.toMatchObject({
      code: 'MY_10022',
      message: '指定文件不存在',
    });
  });

  it('does not leave the Promise a newer client also returns unhandled', async () => {
    const failed = callMy(
      (cb: Callbacks) => {
        cb.fail({ error: 3 });
        return Promise.reject(new Error('文件写入失败'));
      },
      { timeoutMs: 1_000 },
    );
    await expect(failed).rejects.toMatchObject({ code: 'MY_3', message: HOST_TEXT.clientFailed('3') });
  });

  it('rejects a call that throws (an API this client lacks)', async () => {
    await expect(callMy(() => { throw new TypeError('x is not a function'); }, { timeoutMs: 1_000 })).rejects.toThrow(TypeError);
  });

  it('gives up after its timeout and ignores a late answer', async () => {
    vi.useFakeTimers();
    let late: Callbacks | undefined;
    const call = callMy((cb: Callbacks) => { late = cb; }, { timeoutMs: 500 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(500);
    expect(await call).toMatchObject({ code: 'HOST_TIMEOUT', message: HOST_TEXT.timeout });
    expect(() => late!.success(1)).not.toThrow();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops waiting at a cancel, also one before the call', async () => {
    const cancellation = createCancellation();
    const call = callMy(() => undefined, { timeoutMs: 1_000, cancel: cancellation.signal });
    cancellation.cancel();
    await expect(call).rejects.toMatchObject({ code: 'HOST_ABORTED' });
    const invoke = vi.fn();
    await expect(callMy(invoke, { timeoutMs: 1_000, cancel: cancellation.signal })).rejects.toMatchObject({ code: 'HOST_ABORTED' });
    expect(invoke).not.toHaveBeenCalled();
  });
});

describe('callCloud', () => {
  it('passes the answer and the raw failure on, and times out', async () => {
    vi.useFakeTimers();
    await expect(callCloud(() => Promise.resolve(1), { timeoutMs: 10 })).resolves.toBe(1);
    const raw = { error: 12, errorMessage: '上传失败' };
    await expect(callCloud(() => Promise.reject(raw), { timeoutMs: 10 })).rejects.toBe(raw);
    const never = callCloud(() => new Promise(() => undefined), { timeoutMs: 10 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10);
    expect(await never).toMatchObject({ code: 'HOST_TIMEOUT' });
  });
});

describe('myError', () => {
  it.each([
    [{ error: 10028, errorMessage: '单个文件超过 10M' }, 'MY_10028', '单个文件超过 10M'],
    [{ error: '11', errorMessage: '' }, 'MY_11', HOST_TEXT.clientFailed('11')],
    [{ errorMessage: '失败' }, 'MY_FAILED', '失败'],
    [null, 'MY_FAILED', HOST_TEXT.clientFailed('?')],
    ['junk', 'MY_FAILED', HOST_TEXT.clientFailed('?')],
  ])('reads %j', (failure, code, message) => {
    expect(myError(failure)).toMatchObject({ code, message });
  });
});
