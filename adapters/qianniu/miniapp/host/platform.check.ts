/**
 * Type-only: the injected interfaces of platform.ts are what the client's `my` gives, as @mini-types/my
 * types it. Checked by tsconfig.miniapp.json (`npm run typecheck`), the one project that sees the global
 * `my`; the root tsconfig leaves this file out so that no other code can reach for the global. Never bundled.
 *
 * `cloud` has no such check: @tbmp/mp-cloud-sdk's typings declare a global `my` of their own, which clashes
 * with @mini-types/my (TS2300, duplicate identifier 'my'), and type `fileType` without the 'other' the SDK
 * itself uploads with. HostCloud is therefore a local interface, written from the SDK's documented calls.
 * `my.qn` (Qianniu PC) is in no typing package either; QianniuPcApi follows tb-pc-api's saveFileToDisk.
 */
import type { HostFileSystem, HostMy, HostWebViewContext } from './platform';

/**
 * The engine's globals beyond ECMAScript that the host may use. This project has no DOM lib, so code under
 * host/ (and the bridge modules it imports) that reaches for window, atob, Blob or queueMicrotask fails here
 * instead of in the client; @mini-types/my declares only `my`, so the timers every engine has are listed here.
 */
declare global {
  function setTimeout(handler: () => void, ms?: number): number;
  function clearTimeout(id: number | undefined): void;
}

export const _my: HostMy = my;
export const _fileSystem: HostFileSystem = my.getFileSystemManager();
export const _webView: HostWebViewContext = my.createWebViewContext('console');
