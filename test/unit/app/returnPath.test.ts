import { describe, expect, it } from 'vitest';
import { loginPathFor, returnPathFrom } from '../../../src/app/returnPath';

describe('the page sign-in returns to', () => {
  it.each([
    ['/app/order_management', '/app/order_management'],
    ['/app/order_management?shopId=7&page=2', '/app/order_management?shopId=7&page=2'],
    ['/app/fonts/colors', '/app/fonts/colors'],
    ['/app/order_management?token=abc&page=2', '/app/order_management?page=2'],
  ])('takes back %s', (path, back) => {
    expect(returnPathFrom(new URL(loginPathFor(path), 'http://x').search)).toBe(back);
  });

  it.each(['/app', '/app?token=abc', '/login', '/has_login', '/'])('sends %s to the plain login page', (path) => {
    expect(loginPathFor(path)).toBe('/login');
  });

  it.each([
    ['another host', '//evil.example/app/x'],
    ['a backslash host', '/\\evil.example/app'],
    ['an absolute address', 'https://evil.example/app/order_management'],
    ['a script', 'javascript:alert(1)'],
    ['a path that only begins like the console', '/appx/order_management'],
    ['a path that climbs out', '/app/../login'],
    ['a tab in the path', '/app/\t/evil.example'],
    ['nothing', ''],
  ])('refuses %s', (_what, next) => {
    expect(returnPathFrom(`?next=${encodeURIComponent(next)}`)).toBeNull();
    expect(loginPathFor(next)).toBe('/login');
  });

  it.each([
    ['/app/setting?token=other', '/app/setting'],
    ['/app/setting?page=2&token=other&token=again', '/app/setting?page=2'],
    ['/app/setting?token=', '/app/setting'],
    ['/app?token=other', '/app'],
  ])('takes back %s without the token a crafted login link put in next', (next, back) => {
    // Written by hand, not by loginPathFor: a link anyone can make (/login?next=…?token=…).
    expect(returnPathFrom(`?next=${encodeURIComponent(next)}`)).toBe(back);
  });

  it.each([
    ['/app/pay?TOKEN=abc', '/app/pay'],
    ['/app/pay?Token=abc&amount=30', '/app/pay?amount=30'],
    ['/app/pay?to%6Ben=abc', '/app/pay'],
    ['/app/pay#token=abc', '/app/pay'],
    ['/app/pay#?token=abc', '/app/pay'],
    ['/app/pay?amount=30#section', '/app/pay?amount=30'],
  ])('takes back %s without a credential under another key, and without the hash', (next, back) => {
    expect(returnPathFrom(`?next=${encodeURIComponent(next)}`)).toBe(back);
    expect(new URLSearchParams(new URL(loginPathFor(next), 'http://x').search).get('next')).toBe(back);
  });

  it.each(['/app/pay;token=abc', '/app/pay;TOKEN=abc?amount=30', '/app;token=abc/pay', '/app/pay%3Btoken=abc'])('refuses %s: a matrix parameter is no console path', (next) => {
    expect(returnPathFrom(`?next=${encodeURIComponent(next)}`)).toBeNull();
    expect(loginPathFor(next)).toBe('/login');
  });

  it.each(['/app/pay%3Ftoken=abc', '/app?;token=abc', '/app/x?a=%26token%3Dabc', '/app/x?a=%2526token%253Dabc'])(
    'refuses %s: a token escaped or inside another value is still one',
    (next) => {
      expect(returnPathFrom(`?next=${encodeURIComponent(next)}`)).toBeNull();
      expect(loginPathFor(next)).toBe('/login');
    },
  );

  it('has nothing to return to without next', () => {
    expect(returnPathFrom('')).toBeNull();
    expect(returnPathFrom('?adapter=mock')).toBeNull();
  });
});
