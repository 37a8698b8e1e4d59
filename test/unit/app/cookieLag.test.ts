// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenCookieNamesAnotherToken } from '../../../src/app/cookieLag';
import { clearToken, writeToken } from '../../../src/lib/tokenCookie';

describe('a session announced before its cookie is readable here', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    clearToken();
  });

  it('is taken as soon as the cookie names it', () => {
    const then = vi.fn();
    whenCookieNamesAnotherToken(null, then);
    vi.advanceTimersByTime(140);
    expect(then).not.toHaveBeenCalled();
    writeToken('late.token');
    vi.advanceTimersByTime(200);
    expect(then).toHaveBeenCalledTimes(1);
    expect(then).toHaveBeenCalledWith('late.token');
  });

  it('is taken at once when the cookie already names it', () => {
    writeToken('new.token');
    const then = vi.fn();
    whenCookieNamesAnotherToken('old.token', then);
    expect(then).toHaveBeenCalledWith('new.token');
  });

  it('gives up after 2.25 s when the cookie keeps naming the same token, and leaves no timer behind', () => {
    writeToken('same.token');
    const then = vi.fn();
    whenCookieNamesAnotherToken('same.token', then);
    vi.advanceTimersByTime(2_250);
    expect(vi.getTimerCount()).toBe(0);
    writeToken('later.token');
    vi.advanceTimersByTime(10_000);
    expect(then).not.toHaveBeenCalled();
  });

  it('stops looking when told to', () => {
    const then = vi.fn();
    const stop = whenCookieNamesAnotherToken(null, then);
    stop();
    writeToken('late.token');
    vi.advanceTimersByTime(10_000);
    expect(then).not.toHaveBeenCalled();
  });
});
