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

/**
 * What the clients' web-views put in the user agent: the Alibaba app mark (`AliApp(QN/…)` in Qianniu,
 * `AliApp(TB/…)` in Taobao), Alipay's `AlipayClient`, and `MiniProgram`. A plain browser carries none, and
 * a link cannot change the browser's user agent.
 */
const WEB_VIEW_USER_AGENT = /MiniProgram|AliApp\(|AlipayClient/i;

/**
 * Whether `?container=miniapp` may be honoured: in a frame (the IDE's simulator, the dev host simulator) or
 * in a mini-program web-view, never in a plain top-level browser tab, where any link could ask for it.
 */
export function mayBeMiniProgramContainer(win: Pick<Window, 'parent' | 'navigator'>): boolean {
  return win.parent !== win || WEB_VIEW_USER_AGENT.test(win.navigator.userAgent);
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
