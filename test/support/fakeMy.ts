import type { HostFileSystem, HostMy, MyCallbacks } from '../../adapters/qianniu/miniapp/host/platform';
import { createCallScript, type Outcome } from './fakeCalls';

const MiB = 1024 * 1024;

export interface FakeMyOptions {
  /** `my.env.USER_DATA_PATH`. */
  userDataPath?: string;
  /** 10028 '单个文件超过 10M' above this (Alipay's cap). */
  maxFileBytes?: number;
  /** 10028 '文件夹超过 50M' when all files together pass this. */
  maxFolderBytes?: number;
  /** `my.qn` present, as in the Qianniu PC client. */
  qn?: boolean;
  /** What `my.canIUse` says; `null` leaves `canIUse` out, as an older client might. */
  canIUse?: ((name: string) => boolean) | null;
  /** `false` leaves the file system's `readdir` out. */
  readdir?: boolean;
  /** Files already there, as an earlier run left them: path → bytes. */
  files?: Record<string, Uint8Array>;
}

type Options = Record<string, unknown> & MyCallbacks<unknown>;

/**
 * A `my` that behaves as @mini-types/my and Qianniu PC document it: callback form (and a Promise, as
 * newer clients return one too), a file system kept as a Map of path → bytes under USER_DATA_PATH with
 * the documented failures (appendFile or unlink of a missing file 10022, 10028 past the caps, 10024
 * outside USER_DATA_PATH, 2 for bad arguments), base64 decoded as the client decodes it, and
 * `qn.saveFileToDisk` that copies the file to `disk`. Every call is logged; any one can be scripted to
 * fail, answer otherwise, throw or hang.
 */
export function createFakeMy(options: FakeMyOptions = {}) {
  const userDataPath = options.userDataPath ?? 'https://usr';
  const maxFileBytes = options.maxFileBytes ?? 10 * MiB;
  const maxFolderBytes = options.maxFolderBytes ?? 50 * MiB;
  const files = new Map<string, Uint8Array>(Object.entries(options.files ?? {}));
  const disk = new Map<string, Uint8Array>();
  const posted = new Map<string, Record<string, unknown>[]>();
  const script = createCallScript();

  function call(api: string, options: Options, perform: () => Outcome): Promise<unknown> {
    return new Promise((resolve, reject) => {
      script.run(api, options, perform, (outcome) => {
        if (outcome.ok) {
          options.success?.(outcome.result);
          resolve(outcome.result);
        } else {
          options.fail?.(outcome.failure as never);
          reject(outcome.failure);
        }
        options.complete?.();
      });
    });
  }

  const fail = (error: number, errorMessage: string): Outcome => ({ ok: false, failure: { error, errorMessage } });
  const done: Outcome = { ok: true, result: { success: true } };

  function writable(filePath: unknown): Outcome | null {
    if (typeof filePath !== 'string' || filePath === '') return fail(2, '接口参数无效');
    if (!filePath.startsWith(`${userDataPath}/`) || filePath.split('/').includes('..')) {
      return fail(10024, '指定的路径没有写权限');
    }
    return null;
  }

  function decode(data: unknown, encoding: unknown): Uint8Array | null {
    if (data instanceof ArrayBuffer) return new Uint8Array(data.slice(0));
    if (typeof data !== 'string') return null;
    return new Uint8Array(Buffer.from(data, encoding === 'base64' ? 'base64' : 'utf8'));
  }

  function store(filePath: string, bytes: Uint8Array): Outcome {
    if (bytes.length > maxFileBytes) return fail(10028, '单个文件超过 10M');
    let folder = bytes.length;
    for (const [path, held] of files) if (path !== filePath) folder += held.length;
    if (folder > maxFolderBytes) return fail(10028, '文件夹超过 50M');
    files.set(filePath, bytes);
    return done;
  }

  const fileSystem: HostFileSystem = {
    writeFile: (o) =>
      call('writeFile', o as unknown as Options, () => {
        const refused = writable(o.filePath);
        if (refused) return refused;
        const bytes = decode(o.data, o.encoding);
        return bytes ? store(o.filePath, bytes) : fail(2, '接口参数无效');
      }),
    appendFile: (o) =>
      call('appendFile', o as unknown as Options, () => {
        const refused = writable(o.filePath);
        if (refused) return refused;
        const before = files.get(o.filePath);
        if (!before) return fail(10022, '指定文件不存在');
        const bytes = decode(o.data, o.encoding);
        if (!bytes) return fail(2, '接口参数无效');
        const joined = new Uint8Array(before.length + bytes.length);
        joined.set(before);
        joined.set(bytes, before.length);
        return store(o.filePath, joined);
      }),
    unlink: (o) =>
      call('unlink', o as unknown as Options, () => {
        const refused = writable(o.filePath);
        if (refused) return refused;
        return files.delete(o.filePath) ? done : fail(10022, '文件不存在');
      }),
    ...(options.readdir === false
      ? {}
      : {
          readdir: (o: Options & { dirPath: string }) =>
            call('readdir', o, () => {
              if (typeof o.dirPath !== 'string' || o.dirPath === '') return fail(2, '接口参数无效');
              const dir = o.dirPath.replace(/\/+$/, '');
              if (dir !== userDataPath && writable(`${dir}/x`)) return fail(10024, '指定的路径没有读权限');
              const names = [...files.keys()]
                .filter((path) => path.startsWith(`${dir}/`) && !path.slice(dir.length + 1).includes('/'))
                .map((path) => path.slice(dir.length + 1));
              return { ok: true, result: { files: names } };
            }),
        }),
  };

  const canIUse = options.canIUse === undefined ? () => true : options.canIUse;
  const my: HostMy = {
    env: { USER_DATA_PATH: userDataPath },
    getFileSystemManager: () => fileSystem,
    createWebViewContext(id) {
      const messages = posted.get(id) ?? [];
      posted.set(id, messages);
      return { postMessage: (message) => messages.push(message) };
    },
    ...(canIUse ? { canIUse } : {}),
    ...(options.qn === false
      ? {}
      : {
          qn: {
            saveFileToDisk: (o: Options & { apFilePath: string; defaultFileName?: string }) =>
              call('qn.saveFileToDisk', o, () => {
                const bytes = typeof o.apFilePath === 'string' ? files.get(o.apFilePath) : undefined;
                if (!bytes) return fail(10022, '文件不存在');
                disk.set(o.defaultFileName ?? o.apFilePath.split('/').pop()!, bytes.slice());
                return { ok: true, result: { success: true } };
              }),
          },
        }),
  };

  return {
    my,
    /** The temporary files: path → bytes. */
    files,
    /** What qn.saveFileToDisk saved: default file name → bytes. */
    disk,
    /** What the page posted to each web-view context, by web-view id. */
    posted,
    calls: script.calls,
    callsOf: script.callsOf,
    pending: script.pending,
    /** Scripts the next call of `writeFile`, `appendFile`, `unlink`, `readdir` or `qn.saveFileToDisk`. */
    next: script.next,
  };
}

export type FakeMy = ReturnType<typeof createFakeMy>;
