import { createBridgeHost } from '../../../bridge/createBridgeHost';
import type { JsonObject } from '../../../bridge/Json';
import { createWindowTransport } from '../../../bridge/windowTransport';
import { createQianniuHostHandlers } from '../../qianniu/miniapp/host/handlers';
import { cloudStoreAnswer } from '../platformFixtures';
import { createBrowserPlatform, DOCUMENTED_FS_LIMITS } from './browserPlatform';
import { downloadBlob } from './downloadBlob';
import { addressWithoutToken, DEFAULT_PLUGIN_PATH, pluginAddress } from './pluginAddress';

const frame = document.getElementById('plugin') as HTMLIFrameElement;
const delayInput = document.getElementById('delay') as HTMLInputElement;
const dropInput = document.getElementById('drop') as HTMLInputElement;
const malformedInput = document.getElementById('malformed') as HTMLInputElement;
const fsCapInput = document.getElementById('fs-cap') as HTMLInputElement;
const hostState = document.getElementById('host-state') as HTMLDivElement;
const log = document.getElementById('log') as HTMLDivElement;

function note(text: string): void {
  const line = document.createElement('div');
  line.textContent = `${new Date().toLocaleTimeString()} ${text}`;
  log.prepend(line);
  while (log.childElementCount > 200) log.lastElementChild?.remove();
}

// The plugin path may be given (?plugin=/app/platform): a path of this origin only, on the qianniu adapter,
// never with a `token` (pluginAddress.ts), which also leaves this page's own address at once.
const requestedPlugin = new URLSearchParams(location.search).get('plugin');
const cleanAddress = addressWithoutToken(location.href);
if (cleanAddress !== null) {
  history.replaceState(history.state, '', cleanAddress);
  note('已移除地址中的 token：模拟器不会替插件登录，请在插件中登录');
}
const pluginUrl = pluginAddress(requestedPlugin, location.origin);
frame.src = pluginUrl ?? pluginAddress(DEFAULT_PLUGIN_PATH, location.origin)!;
if (!pluginUrl) note(`已拒绝 ?plugin=${requestedPlugin}：只能是本站路径`);

// The mini-program's own request handling, on browser stand-ins for the client's APIs.
const platform = createBrowserPlatform({
  apiOrigin: location.origin,
  download: downloadBlob,
  fsLimits: () => (fsCapInput.checked ? DOCUMENTED_FS_LIMITS : {}),
});
const host = createQianniuHostHandlers({
  platform,
  config: {
    host: 'qianniu-simulator',
    version: '1.0.0',
    cloudStore: cloudStoreAnswer() as JsonObject,
    // Declared as the mini-program declares it, while the documented caps are on.
    maxSaveBytes: () => (fsCapInput.checked ? DOCUMENTED_FS_LIMITS.maxFileBytes : undefined),
  },
});

const handlers = host.handlers;
// A wrong-shaped reply for every method shows the plugin's 返回数据发生错误，请联系客服.
for (const method of Object.keys(handlers) as (keyof typeof handlers)[]) {
  const real = handlers[method] as (params: unknown) => unknown;
  (handlers as Record<string, (params: unknown) => unknown>)[method] = (params) =>
    malformedInput.checked && method !== 'host.hello' ? 'unexpected' : real(params);
}

const transport = createWindowTransport({
  self: window,
  peer: frame.contentWindow!,
  peerOrigin: location.origin,
  allowedOrigins: [location.origin],
  // The host starts the move to a MessagePort; the plugin answers.
  offerPort: true,
});

createBridgeHost(transport, handlers, {
  intercept: ({ method }) => {
    if (method.endsWith('Chunk')) return undefined;
    if (dropInput.checked) {
      note(`${method} → 已丢弃`);
      return 'drop';
    }
    const delay = Number(delayInput.value) || 0;
    note(`${method}${delay ? ` → 延迟 ${delay}ms` : ''}`);
    return delay || undefined;
  },
});

// What the host still holds: after every upload and save, both go back to 0 (QA and the tests read it).
function showHostState(): void {
  const text = `进行中的传输：${host.openTransfers()} · 临时文件：${platform.storedFiles()}`;
  if (hostState.textContent !== text) hostState.textContent = text;
}
showHostState();
setInterval(showHostState, 200);
