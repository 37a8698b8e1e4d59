import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (or CHROME_PATH), headless, with the flags this closed network needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
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
