import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRIDGE_METHODS } from '../../bridge/methods';
import { INITIAL_BUDGET_BYTES_GZIP, measureBundleSize } from '../bench/bundleSize';
import { DIST, DIST_QA, hostingHeaders } from '../support/consoleServer';

const pkg = JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as { version: string };
const sourceManifest = JSON.parse(readFileSync(join(__dirname, '../../plugin.manifest.json'), 'utf8')) as { hostOrigins: string[] };

function bundleText(dist: string): string {
  const assets = readdirSync(join(dist, 'assets')).filter((name) => /\.(js|css)$/.test(name));
  return assets.map((name) => readFileSync(join(dist, 'assets', name), 'utf8')).join('\n');
}

const production = bundleText(DIST);
const qa = bundleText(DIST_QA);

describe('the production build', () => {
  it('ships plugin.manifest.json with the package version, the bridge methods and only non-loopback origins', () => {
    const manifest = JSON.parse(readFileSync(join(DIST, 'plugin.manifest.json'), 'utf8'));
    expect(manifest.version).toBe(pkg.version);
    expect(manifest.entry).toBe('index.html');
    expect([...manifest.bridge.methods].sort()).toEqual([...BRIDGE_METHODS].sort());
    expect(manifest.hostOrigins).not.toContain('*');
    expect(manifest.hostOrigins.length).toBeGreaterThan(0);
    expect(manifest.hostOrigins).toEqual(sourceManifest.hostOrigins.filter((origin) => !/localhost|127\.0\.0\.1/.test(origin)));
  });

  it('loads the login page with at most 139.7 KB gzip of JS and CSS', async () => {
    const { initial } = await measureBundleSize(DIST);
    // The one script and the one stylesheet of the entry: a budget over fewer files than load would mean nothing.
    expect(initial.files.map((file) => file.file.replace(/\.\w+\.(js|css)$/, '.$1')).sort()).toEqual(['assets/main.css', 'assets/main.js']);
    expect(initial.bytesGzip).toBeLessThanOrEqual(INITIAL_BUDGET_BYTES_GZIP);
  });

  it('asks its host to send frame-ancestors from the manifest and nosniff', () => {
    const headers = hostingHeaders(DIST);
    expect(headers['content-security-policy']).toBe(
      `frame-ancestors 'self' ${sourceManifest.hostOrigins.filter((origin) => !/localhost|127\.0\.0\.1/.test(origin)).join(' ')}; ` +
        "script-src 'self' https://appx; object-src 'none'; base-uri 'self'",
    );
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  // Each marker is a string only that tool's code contains; the QA build has every one, so none is stale.
  it.each([
    ['the host simulator page', '已拒绝 ?plugin='],
    ['the in-page dev API', '/api/__dev/cloud_files'],
    ['the dev API seed accounts', 'demo1234'],
    ['the mock adapter and its fixtures', 'qianniu-platform'],
    ['recorded-session loading', '找不到录制文件'],
    ['the session recorder', '保存录制'],
    ['the 平台调试 screen', '平台调试'],
    ['fault injection', '故障注入'],
    ['the designer test description (data-nodes)', 'dataset.nodes'],
    ['the bulk download part-size hook', '__pccPartLimitBytes'],
    ['the bulk download stall hook', '__pccImageStallMs'],
    ['the bulk download retry back-off hook', '__pccRetryDelayMs'],
    // Without CUTOUT_HOST a production build has no cutout host: tasks and tokens never go to the stand-in's path.
    ['the dev API cutout host stand-in path', '/api/cutout_host'],
    // The endpoint table's rules (access, query, body and reply schemas) are `__DEV_TOOLS__ && {…}`: false in
    // production, so no access level and no rule's schema is read there.
    ['the endpoint table\'s rules', 'access:"merchant"'],
    // The mini-program host's handlers (the simulator runs them in QA) write through my's file system manager.
    ['the Qianniu mini-program host', 'getFileSystemManager'],
  ])('leaves out %s', (_tool, marker) => {
    expect(qa).toContain(marker);
    expect(production).not.toContain(marker);
  });

  it('carries no data-testid test hooks; the QA build, which the end-to-end tests drive, keeps them', () => {
    expect(qa).toContain('data-testid');
    expect(production).not.toContain('data-testid');
  });

  it('ships no source maps (they would carry every source file); the QA build has them', () => {
    expect(readdirSync(join(DIST, 'assets')).filter((name) => name.endsWith('.map'))).toEqual([]);
    expect(readdirSync(join(DIST_QA, 'assets')).some((name) => name.endsWith('.map'))).toBe(true);
  });

  it('has no host simulator page; the QA build has', () => {
    expect(existsSync(join(DIST, '__qianniu/index.html'))).toBe(false);
    expect(existsSync(join(DIST_QA, '__qianniu/index.html'))).toBe(true);
  });

  // Chrome 87 (Qianniu's Chromium) lacks these; syntax is lowered by the build, built-ins are not.
  it.each([
    ['structuredClone', /\bstructuredClone\(/],
    ['Object.hasOwn', /\bObject\.hasOwn\(/],
    ['class static blocks', /\bstatic\s*\{/],
    ['Array.prototype.findLast', /\.findLast(Index)?\(/],
    ['AbortSignal.prototype.throwIfAborted', /\.throwIfAborted\(\)/],
  ])('uses no %s, which Chrome 87 does not have', (_name, pattern) => {
    expect(pattern.test(production)).toBe(false);
    expect(pattern.test(qa)).toBe(false);
  });
});
