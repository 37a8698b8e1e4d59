import { describe, expect, it } from 'vitest';
import { frameAncestorsPolicy, hostOriginsFor, isLoopbackOriginRule, loopbackOnPort } from '../../../contract/hostOrigins';

const MANIFEST = ['http://localhost:*', 'http://127.0.0.1:*', 'http://[::1]:*', 'https://console.example.com'];

describe('host origins per build', () => {
  it('keeps loopback hosts for development and QA only', () => {
    expect(hostOriginsFor(MANIFEST, { development: true })).toEqual(MANIFEST);
    expect(hostOriginsFor(MANIFEST, { development: false })).toEqual(['https://console.example.com']);
  });

  it('narrows loopback rules to the page\'s own port, leaving other hosts as they are', () => {
    expect(loopbackOnPort(MANIFEST, '8080')).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080', 'http://[::1]:8080', 'https://console.example.com']);
    expect(loopbackOnPort(MANIFEST, '')).toEqual(['http://localhost', 'http://127.0.0.1', 'http://[::1]', 'https://console.example.com']);
    expect(loopbackOnPort(['https://console.example.com:*'], '8080')).toEqual(['https://console.example.com:*']);
  });

  it('tells loopback rules from hosts that merely contain the word', () => {
    expect(isLoopbackOriginRule('http://LOCALHOST:8080')).toBe(true);
    expect(isLoopbackOriginRule('https://localhost.example.com')).toBe(false);
    expect(isLoopbackOriginRule('https://127.0.0.1.example.com')).toBe(false);
  });

  it('builds frame-ancestors from them, never admitting every origin', () => {
    expect(frameAncestorsPolicy(['https://console.example.com'])).toBe("frame-ancestors 'self' https://console.example.com");
    expect(frameAncestorsPolicy(['*', 'null', 'https://a.example; script-src *', 'https://b.example'])).toBe(
      "frame-ancestors 'self' https://b.example",
    );
  });
});
