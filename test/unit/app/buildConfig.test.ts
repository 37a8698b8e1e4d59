// @vitest-environment node
import { describe, expect, it } from 'vitest';
import config from '../../../rspack.config';

type Made = { devServer?: { headers?: Record<string, string> }; output?: { path?: string }; entry?: Record<string, string> };
const make = (env: Record<string, unknown>) => (config as unknown as (env: Record<string, unknown>) => Made)(env);

describe('rspack.config', () => {
  it('the dev server sends frame-ancestors from the manifest, loopback included, and the script policy with eval for its source maps', () => {
    const headers = make({}).devServer!.headers!;
    expect(headers['Content-Security-Policy']).toBe(
      "frame-ancestors 'self' http://localhost:* http://127.0.0.1:* https://console.kemei-diy.com https://workbench.kemei-diy.com; " +
        "script-src 'self' https://appx 'unsafe-eval'; object-src 'none'; base-uri 'self'",
    );
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it('the QA build goes to dist-qa with the host simulator', () => {
    const qa = make({ qa: true });
    expect(qa.output!.path).toMatch(/dist-qa$/);
    expect(Object.keys(qa.entry!)).toContain('hostSimulator');
  });
});
