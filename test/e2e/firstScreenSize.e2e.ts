import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_BUDGET_BYTES_GZIP, INITIAL_BUDGET_BYTES_GZIP, measureBundleSize, measureFirstVisit } from '../bench/bundleSize';
import { DIST } from '../support/consoleServer';
import { useConsole } from './fixtures';

const e2e = useConsole({ bundle: 'production' });

// Sizes, not speeds: the same build loads the same files, whatever the machine's load.
describe('a merchant first visit in the production build', () => {
  it('loads at most 139.7 KB gzip for the login page, then at most 118.7 KB more for the screen after signing in', async () => {
    const { initial } = await measureBundleSize(DIST);
    const { login, firstScreen } = await measureFirstVisit(e2e.browser, e2e.server.url, initial.files, { quietMs: 0 });
    expect(login.sameFilesAsInitial).toBe(true);
    expect(login.bytesGzip).toBeLessThanOrEqual(INITIAL_BUDGET_BYTES_GZIP);
    expect(firstScreen.landing).toBe('/app/phone_brand_model/brand');
    // Its own chunk, and what it shares with the pages outside /app (rspack.config.ts, firstScreenModule).
    expect(firstScreen.files.map((file) => file.url).filter((url) => /\/first-screen\.\w+\.js$/.test(url))).toHaveLength(1);
    expect(firstScreen.bytesGzip).toBeLessThanOrEqual(FIRST_SCREEN_BUDGET_BYTES_GZIP);
  });
});
