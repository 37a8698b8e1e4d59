import { describe, expect, it } from 'vitest';
import { addressWithoutToken, pluginAddress } from '../../../adapters/mock/hostSimulator/pluginAddress';

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

// Spec 3 §6: a link maker's `token` is never handed to the plugin, and leaves the simulator's address bar.
describe('the host simulator hands on no token', () => {
  it.each([
    ['/app/platform?token=abc', `${ORIGIN}/app/platform?adapter=qianniu`],
    ['/app/fonts?x=1&token=abc&token=def#top', `${ORIGIN}/app/fonts?x=1&adapter=qianniu#top`],
    ['/app/fonts?TOKEN=abc', `${ORIGIN}/app/fonts?adapter=qianniu`],
    ['/app/platform#token=abc', `${ORIGIN}/app/platform?adapter=qianniu`],
    [`/__qianniu/?plugin=${encodeURIComponent('/app/platform?token=abc')}`, `${ORIGIN}/__qianniu/?plugin=${encodeURIComponent('/app/platform')}&adapter=qianniu`],
  ])('frames %j as %j', (requested, framed) => {
    expect(pluginAddress(requested, ORIGIN)).toBe(framed);
  });

  it.each([
    [`/__qianniu/?plugin=${encodeURIComponent('/app/platform?token=abc')}`, `/__qianniu/?plugin=${encodeURIComponent('/app/platform')}`],
    ['/__qianniu/?plugin=/app/platform?token=abc', `/__qianniu/?plugin=${encodeURIComponent('/app/platform')}`],
    ['/__qianniu/?plugin=/app/fonts?x=1&token=abc', `/__qianniu/?plugin=${encodeURIComponent('/app/fonts?x=1')}`],
    ['/__qianniu/?token=abc&plugin=/app/fonts', `/__qianniu/?plugin=${encodeURIComponent('/app/fonts')}`],
    ['/__qianniu/?plugin=/app/fonts%3Fx%3D1%26token%3Dabc%23top', `/__qianniu/?plugin=${encodeURIComponent('/app/fonts?x=1#top')}`],
    // A second plugin, a simulator framed in the simulator, a fragment: each loses its token too.
    ['/__qianniu/?plugin=/app/platform&plugin=/app%3Ftoken%3Dabc', `/__qianniu/?plugin=${encodeURIComponent('/app/platform')}&plugin=${encodeURIComponent('/app')}`],
    [`/__qianniu/?plugin=${encodeURIComponent(`/__qianniu/?plugin=${encodeURIComponent('/app?token=abc')}`)}`, `/__qianniu/?plugin=${encodeURIComponent(`/__qianniu/?plugin=${encodeURIComponent('/app')}`)}`],
    ['/__qianniu/?plugin=/app/platform%23token%3Dabc', `/__qianniu/?plugin=${encodeURIComponent('/app/platform')}`],
    ['/__qianniu/?plugin=/app/platform#token=abc', `/__qianniu/?plugin=${encodeURIComponent('/app/platform')}`],
  ])('takes the token out of its own address %j', (address, cleaned) => {
    expect(addressWithoutToken(ORIGIN + address)).toBe(cleaned);
  });

  it.each(['/__qianniu/', '/__qianniu/?plugin=/app/fonts%3Fx%3D1', '/__qianniu/?plugin=http://[::1'])('leaves %j as it is', (address) => {
    expect(addressWithoutToken(ORIGIN + address)).toBeNull();
  });
});
