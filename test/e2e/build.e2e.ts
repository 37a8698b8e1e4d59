import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRIDGE_METHODS } from '../../bridge/methods';
import { DIST } from '../support/consoleServer';

const pkg = JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as { version: string };
const scripts = readdirSync(join(DIST, 'assets')).filter((name) => name.endsWith('.js'));

describe('the production build', () => {
  it('ships plugin.manifest.json with the package version, the bridge methods and trusted origins', () => {
    const manifest = JSON.parse(readFileSync(join(DIST, 'plugin.manifest.json'), 'utf8'));
    expect(manifest.version).toBe(pkg.version);
    expect(manifest.entry).toBe('index.html');
    expect([...manifest.bridge.methods].sort()).toEqual([...BRIDGE_METHODS].sort());
    expect(manifest.hostOrigins).not.toContain('*');
  });

  // Chrome 87 (Qianniu's Chromium) lacks these; syntax is lowered by the build, built-ins are not.
  it.each([
    ['structuredClone', /\bstructuredClone\(/],
    ['Object.hasOwn', /\bObject\.hasOwn\(/],
    ['class static blocks', /\bstatic\s*\{/],
    ['Array.prototype.findLast', /\.findLast(Index)?\(/],
  ])('uses no %s, which Chrome 87 does not have', (_name, pattern) => {
    const offenders = scripts.filter((name) => pattern.test(readFileSync(join(DIST, 'assets', name), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
