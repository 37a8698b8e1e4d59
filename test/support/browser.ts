import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's chromium: the browser a merchant's is, and the one the benchmarks measure the console in. */
const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's chromium-headless-shell: the same Chromium (Blink, V8, Skia, from the same source package) without
 * the browser around the pages, which Playwright too runs headless tests in. Measured on this suite's files
 * on a 2-core machine, it does the same tests on half the CPU (42 against 83 CPU-seconds for 12 tests).
 */
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium the end-to-end tests run in: CHROME_PATH where set, else the headless shell where it is
 * installed, else Debian's chromium.
 */
export function testChromiumPath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : DEBIAN_CHROMIUM;
}

/** The Chromium the benchmarks measure in: CHROME_PATH where set, else Debian's chromium, as a merchant's browser. */
export function benchChromiumPath(): string {
  return process.env.CHROME_PATH || DEBIAN_CHROMIUM;
}

/** Headless Chromium at `executablePath`, with the flags this closed network needs. */
export function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      // Glyph advances unhinted, as the full browser lays text out: the headless shell's default hinting
      // rounds each advance to whole pixels, and a line of 50 characters came out 5 % narrower.
      '--font-render-hinting=none',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      // Tests stand in a public parent page (page.route) around pages on loopback; Local Network Access
      // would block those frames, which a real parent on the product's own domains never meets.
      '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests',
    ],
  });
}
