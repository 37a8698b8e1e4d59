import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The end-to-end tests run against the production build; `npm run test:e2e` builds it first. */
export default function setup(): void {
  if (!existsSync(join(__dirname, '../../dist/index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` (npm test does this) before the end-to-end tests');
  }
  const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(chrome)) throw new Error(`Chromium not found at ${chrome}: install Debian's chromium or set CHROME_PATH`);
}
