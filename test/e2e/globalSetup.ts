import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { testChromiumPath } from '../support/browser';

/** The end-to-end tests run against the QA build and, where they are about what ships, the production build. */
export default function setup(): void {
  for (const dist of ['dist', 'dist-qa']) {
    if (!existsSync(join(__dirname, `../../${dist}/index.html`))) {
      throw new Error(`${dist}/ is missing: run \`npm run build && npm run build:qa\` (npm test does this) before the end-to-end tests`);
    }
  }
  const chrome = testChromiumPath();
  if (!existsSync(chrome)) throw new Error(`Chromium not found at ${chrome}: install Debian's chromium-headless-shell (or chromium), or set CHROME_PATH`);
}
