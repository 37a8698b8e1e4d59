import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The end-to-end tests run against the QA build and, where they are about what ships, the production build. */
export default function setup(): void {
  for (const dist of ['dist', 'dist-qa']) {
    if (!existsSync(join(__dirname, `../../${dist}/index.html`))) {
      throw new Error(`${dist}/ is missing: run \`npm run build && npm run build:qa\` (npm test does this) before the end-to-end tests`);
    }
  }
  const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(chrome)) throw new Error(`Chromium not found at ${chrome}: install Debian's chromium or set CHROME_PATH`);
}
