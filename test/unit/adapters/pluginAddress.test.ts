import { describe, expect, it } from 'vitest';
import { pluginAddress } from '../../../adapters/mock/hostSimulator/pluginAddress';

const ORIGIN = 'http://127.0.0.1:8080';

describe('the host simulator frames paths of its own origin only', () => {
  it('frames a same-origin path on the qianniu adapter, keeping its query', () => {
    expect(pluginAddress('/app/fonts?x=1', ORIGIN)).toBe(`${ORIGIN}/app/fonts?x=1&adapter=qianniu`);
    expect(pluginAddress(null, ORIGIN)).toBe(`${ORIGIN}/app/platform?adapter=qianniu`);
  });

  it('overrides an adapter the path asks for', () => {
    expect(pluginAddress('/app/platform?adapter=mock', ORIGIN)).toBe(`${ORIGIN}/app/platform?adapter=qianniu`);
  });

  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript:parent.alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.example/',
    '//evil.example/app',
    '/\\evil.example/app',
    '\\\\evil.example',
    'app/platform',
    '',
  ])('refuses %j', (requested) => {
    expect(pluginAddress(requested, ORIGIN)).toBeNull();
  });
});
