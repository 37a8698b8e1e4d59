/**
 * Inside the mini-program's `<web-view>`, `window.my` (postMessage/onMessage) exists only once the page has
 * loaded the container's own web-view script from its virtual host. The mini-program opens the console with
 * `?container=miniapp` (`npm run build:miniapp` writes it into the address), so only then is it fetched:
 * a plain browser never asks a host named `appx` for a script.
 */
export const WEB_VIEW_SDK_URL = 'https://appx/web-view.min.js';

/** How long the script may take before the console goes on without it (and says 当前可能不是千牛环境). */
export const WEB_VIEW_SDK_TIMEOUT_MS = 3_000;

export function isMiniProgramContainer(search: string): boolean {
  return new URLSearchParams(search).get('container') === 'miniapp';
}

/** Resolves true once the script ran, false when it failed or took too long; never rejects. */
export function loadWebViewSdk(doc: Pick<Document, 'createElement' | 'head'>, timeoutMs = WEB_VIEW_SDK_TIMEOUT_MS): Promise<boolean> {
  return new Promise((resolve) => {
    const script = doc.createElement('script');
    let settled = false;
    const finish = (loaded: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(loaded);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    script.onload = () => finish(true);
    script.onerror = () => finish(false);
    script.src = WEB_VIEW_SDK_URL;
    doc.head.appendChild(script);
  });
}
