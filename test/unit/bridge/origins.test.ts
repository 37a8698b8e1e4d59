import { describe, expect, it } from 'vitest';
import { isOriginAllowed } from '../../../bridge/origins';

const rules = ['https://console.example.com', 'http://localhost:*', 'http://127.0.0.1:*', 'http://[::1]:*'];

describe('isOriginAllowed', () => {
  it.each<[string, boolean]>([
    ['https://console.example.com', true],
    ['http://console.example.com', false],
    ['https://console.example.com:8443', false],
    ['https://evil.console.example.com', false],
    ['https://console.example.com.evil.com', false],
    ['https://console.example.co', false],
    ['http://localhost', true],
    ['http://localhost:5173', true],
    ['http://localhost:65535', true],
    ['http://localhost:', false],
    ['http://localhost:80x', false],
    ['http://localhost:5173/path', false],
    ['http://localhost.evil.com', false],
    ['http://localhost:5173@evil.com', false],
    ['https://localhost:5173', false],
    ['http://127.0.0.1:8080', true],
    ['http://127.0.0.2:8080', false],
    ['http://[::1]:3000', true],
    ['null', false],
    ['', false],
    ['*', false],
  ])('%s → %s', (origin, allowed) => {
    expect(isOriginAllowed(origin, rules)).toBe(allowed);
  });

  it("ignores '*' as a rule", () => {
    expect(isOriginAllowed('https://anyone.example.com', ['*'])).toBe(false);
    expect(isOriginAllowed('https://console.example.com', ['*', 'https://console.example.com'])).toBe(true);
  });

  it("never allows the 'null' origin, even when a rule names it", () => {
    expect(isOriginAllowed('null', ['null', '*'])).toBe(false);
  });

  it('supports no wildcard other than the port', () => {
    expect(isOriginAllowed('https://a.example.com', ['https://*.example.com'])).toBe(false);
    expect(isOriginAllowed('https://a.example.com', ['https://*'])).toBe(false);
  });

  it('allows nothing with no rules', () => {
    expect(isOriginAllowed('https://console.example.com', [])).toBe(false);
  });
});
