// The mini-program as `npm run build:miniapp` writes it, run in Node the way the client runs it: app.js and
// pages/index/index.js with App/Page/getApp/my as globals, the host bundle they require, and fakes of `my` and
// of @tbmp/mp-cloud-sdk. What the client itself does differently is listed in docs/qianniu.md ("The Qianniu
// mini-program": not verified).
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROTOCOL, PROTOCOL_VERSION } from '../../bridge/protocol';
import type { HostMy } from '../../adapters/qianniu/miniapp/host/platform';

const root = join(__dirname, '../..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string; dependencies: Record<string, string> };
// Quotes and an ampersand: the build must write the address as a literal, not paste it into code.
const CONSOLE_URL = "https://console.example.test/app?shop=1&note='x\"";

/** CONSOLE_URL with the parameter on which the console loads the web-view script. */
function consoleAddress(): string {
  const url = new URL(CONSOLE_URL);
  url.searchParams.set('container', 'miniapp');
  return url.href;
}

let out = '';

async function buildMiniapp(): Promise<void> {
  try {
    await promisify(execFile)(join(root, 'node_modules/.bin/rspack'), ['build', '-c', 'rspack.miniapp.config.ts'], {
      cwd: root,
      env: { ...process.env, MINIAPP_OUT: out, CONSOLE_URL, CLOUD_ENV: 'test' },
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`npm run build:miniapp failed:\n${stdout ?? ''}\n${stderr ?? ''}`);
  }
}

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'miniapp-'));
  await buildMiniapp();
  // The SDK the developer tool installs from the project's package.json, faked: each launch sets its behaviour.
  const sdk = join(out, 'node_modules/@tbmp/mp-cloud-sdk');
  mkdirSync(sdk, { recursive: true });
  writeFileSync(join(sdk, 'index.js'), 'module.exports = { default: globalThis.__fakeMpCloudSdk };\n');
}, 120_000);

afterAll(() => {
  if (out) rmSync(out, { recursive: true, force: true });
});

const globals = globalThis as unknown as Record<string, unknown>;
const GLOBAL_NAMES = ['App', 'Page', 'getApp', 'my', '__fakeMpCloudSdk'];

afterEach(() => {
  for (const name of GLOBAL_NAMES) delete globals[name];
});

function request(id: string, method: string, params: Record<string, unknown> = {}) {
  return { protocol: PROTOCOL, version: PROTOCOL_VERSION, kind: 'request', id, method, params };
}

/** A temporary file a client killed in mid-transfer left a day ago, and a file that is not the host's. */
const LEFTOVER = `pcc-transfer-${(Date.now() - 24 * 3_600_000).toString(36)}-3-k2j4h5g6f7.zip`;
const NOT_OURS = 'seller-notes.txt';

/** `my` as @mini-types/my types it: callback APIs that succeed, and a web-view context that records what it is sent. */
function fakeMy() {
  const posted: Record<string, unknown>[] = [];
  const contexts: string[] = [];
  const unlinked: string[] = [];
  const succeed = (options: { success?(result: { success: true }): void; complete?(): void }) => {
    options.success?.({ success: true });
    options.complete?.();
  };
  const my: HostMy = {
    env: { USER_DATA_PATH: 'https://usr' },
    getFileSystemManager: () => ({
      writeFile: succeed,
      appendFile: succeed,
      unlink: (options) => {
        unlinked.push(options.filePath);
        succeed(options);
      },
      readdir: (options) => {
        options.success?.({ files: [LEFTOVER, NOT_OURS] });
        options.complete?.();
      },
    }),
    createWebViewContext(id) {
      contexts.push(id);
      // What crosses to the web-view is JSON: a copy, so later changes to the host's objects cannot show.
      return { postMessage: (message) => void posted.push(JSON.parse(JSON.stringify(message)) as Record<string, unknown>) };
    },
    canIUse: () => true,
    qn: { saveFileToDisk: (options) => options.success?.({ success: true }) },
  };
  return { my, posted, contexts, unlinked };
}

function fakeSdk(init: () => Promise<boolean>) {
  return {
    init: vi.fn((_options: { env: string }) => init()),
    topApi: { invoke: vi.fn(async () => ({ time_get_response: { time: '2026-11-23 10:00:00' } })) },
    file: { uploadFile: vi.fn(), deleteFile: vi.fn() },
  };
}

interface PageInstance {
  data: { src: string };
  onLoad(query: object): void;
  onMessage(event: unknown): void;
  onUnload(): void;
}

/** Loads the project as the client does: app.js, onLaunch, then the page and its onLoad. */
function launch(sdk: ReturnType<typeof fakeSdk>) {
  const { my, posted, contexts, unlinked } = fakeMy();
  let app: { onLaunch(): void } | undefined;
  let pageOptions: PageInstance | undefined;
  Object.assign(globals, {
    App: (options: { onLaunch(): void }) => (app = options),
    Page: (options: PageInstance) => (pageOptions = options),
    getApp: () => app,
    my,
    __fakeMpCloudSdk: sdk,
  });
  const load = createRequire(join(out, 'app.js'));
  for (const key of Object.keys(load.cache)) if (key.startsWith(out)) delete load.cache[key];
  load('./app.js');
  app!.onLaunch.call(app);
  load('./pages/index/index.js');
  const page = { ...pageOptions! };
  page.onLoad.call(page, {});
  const send = (message: unknown) => page.onMessage.call(page, { detail: { value: message } });
  const replyTo = async (id: string) => {
    await expect.poll(() => posted.some((message) => message.id === id)).toBe(true);
    return posted.find((message) => message.id === id);
  };
  return { page, posted, contexts, unlinked, send, replyTo };
}

describe('the built mini-program (dist-miniapp)', () => {
  it('opens the console at CONSOLE_URL in the web-view the host answers through', () => {
    const config = createRequire(join(out, 'app.js'))('./config.js') as { consoleUrl: string; cloudEnv: string };
    expect(config.consoleUrl).toBe(consoleAddress());
    expect(config.cloudEnv).toBe('test');
    expect(readFileSync(join(out, 'pages/index/index.axml'), 'utf8')).toContain('<web-view id="console" src="{{src}}" onMessage="onMessage"/>');
    expect(JSON.parse(readFileSync(join(out, 'app.json'), 'utf8')).pages).toEqual(['pages/index/index']);
  });

  // Taobao's tooling takes a project for a cloud one by `cloud.type` (CLOUDAPP), and then looks for the
  // mini-program in client/ unless miniprogramRoot names its folder: here the project's own root.
  it('declares a cloud project whose mini-program is the project folder itself', () => {
    const project = JSON.parse(readFileSync(join(out, 'mini.project.json'), 'utf8')) as {
      cloud?: { type?: string };
      miniprogramRoot?: string;
      compileOptions?: { component2?: boolean };
    };
    expect(project.cloud?.type).toBe('CLOUDAPP');
    expect(project.miniprogramRoot).toBeTruthy();
    expect(existsSync(join(out, project.miniprogramRoot!, 'app.json'))).toBe(true);
    expect(join(out, project.miniprogramRoot!)).toBe(join(out, '.'));
    expect(project.compileOptions?.component2).toBe(true);
  });

  it('declares the cloud SDK as the mini-program\'s own dependency, not the console\'s', () => {
    expect(JSON.parse(readFileSync(join(out, 'package.json'), 'utf8')).dependencies).toEqual({ '@tbmp/mp-cloud-sdk': '1.5.10' });
    expect(pkg.dependencies['@tbmp/mp-cloud-sdk']).toBeUndefined();
  });

  it('bundles the host as one CommonJS file for the mini-program engine: no eval, no DOM, no Node builtins', () => {
    const bundle = readFileSync(join(out, 'host/host.js'), 'utf8');
    expect(bundle).toContain('getFileSystemManager');
    // A property read, not a comment's sentence that ends in "window.".
    expect(bundle).not.toMatch(/\beval\(|new Function\(|\b(document|window|self)\.[A-Za-z_$]|require\(["'](node:|fs|path)/);
    expect(typeof (createRequire(join(out, 'app.js'))('./host/host.js') as { startQianniuHost?: unknown }).startQianniuHost).toBe('function');
  });

  it('answers host.hello through the web-view context with this build\'s host, version and largest file to save', async () => {
    const sdk = fakeSdk(async () => true);
    const { page, contexts, send, replyTo } = launch(sdk);
    expect(sdk.init).toHaveBeenCalledWith({ env: 'test' });
    expect(page.data.src).toBe(consoleAddress());

    send(request('hello-1', 'host.hello'));

    expect(await replyTo('hello-1')).toEqual({
      protocol: PROTOCOL,
      version: PROTOCOL_VERSION,
      kind: 'reply',
      id: 'hello-1',
      ok: true,
      // The file system's documented cap on one file: the console cuts a download's parts to it.
      result: { host: 'qianniu-miniapp', version: pkg.version, maxSaveBytes: 10 * 1024 * 1024 },
    });
    expect(contexts).toContain('console');
  });

  it('makes a marketplace call through cloud.topApi once cloud.init has resolved', async () => {
    const sdk = fakeSdk(async () => true);
    const { send, replyTo } = launch(sdk);

    send(request('top-1', 'top.invoke', { api: 'taobao.user.seller.get', data: {} }));

    expect(await replyTo('top-1')).toMatchObject({ kind: 'reply', id: 'top-1', ok: true });
    expect(sdk.topApi.invoke).toHaveBeenCalledWith(expect.objectContaining({ api: 'taobao.user.seller.get' }));
  });

  it('refuses a marketplace call the console does not make, calling nothing on the SDK', async () => {
    const sdk = fakeSdk(async () => true);
    const { send, replyTo } = launch(sdk);

    send(request('top-3', 'top.invoke', { api: 'taobao.trade.fullinfo.get', data: { fields: 'receiver_mobile' } }));

    expect(await replyTo('top-3')).toMatchObject({ kind: 'reply', id: 'top-3', ok: false, error: { code: 'TOP_API_NOT_ALLOWED' } });
    expect(sdk.topApi.invoke).not.toHaveBeenCalled();
  });

  // cloud.init resolves false on failure; the SDK's topApi must not be called then.
  it('fails a marketplace call, and calls nothing on the SDK, when cloud.init resolved false', async () => {
    const sdk = fakeSdk(async () => false);
    const { send, replyTo } = launch(sdk);

    send(request('top-2', 'top.invoke', { api: 'taobao.user.seller.get', data: {} }));

    expect(await replyTo('top-2')).toMatchObject({ kind: 'reply', id: 'top-2', ok: false });
    expect(sdk.topApi.invoke).not.toHaveBeenCalled();
  });

  it('unlinks what a killed client left in USER_DATA_PATH as the page loads, and nothing else', async () => {
    const { unlinked } = launch(fakeSdk(async () => true));
    await expect.poll(() => unlinked).toEqual([`https://usr/${LEFTOVER}`]);
  });

  it('stops answering when the page unloads, and answers again after the next load', async () => {
    const { page, posted, send, replyTo } = launch(fakeSdk(async () => true));
    page.onUnload.call(page);
    send(request('after-unload', 'host.hello'));

    page.onLoad.call(page, {});
    send(request('reloaded', 'host.hello'));
    await replyTo('reloaded');
    expect(posted.some((message) => message.id === 'after-unload')).toBe(false);
  });
});

describe('a rebuild', () => {
  it('keeps what the developer installed in the project (the cloud SDK and its lock file)', async () => {
    writeFileSync(join(out, 'package-lock.json'), '{}');
    await buildMiniapp();
    expect(existsSync(join(out, 'node_modules/@tbmp/mp-cloud-sdk/index.js'))).toBe(true);
    expect(existsSync(join(out, 'package-lock.json'))).toBe(true);
    expect(existsSync(join(out, 'host/host.js'))).toBe(true);
  }, 120_000);
});
