import { base64ToBytes } from '../../../bridge/base64';
import { pathOf } from '../../../contract/endpoint';
import { cloudFiles } from '../../../contract/endpoints/files/cloudFiles';
import type { HostCloud, HostFileSystem, HostMy, HostPlatform, MyCallbacks, MyFailure } from '../../qianniu/miniapp/host/platform';
import { marketplaceAnswer, unknownApiMessage } from '../platformFixtures';

/** Where the client lets a mini-program write (`my.env.USER_DATA_PATH`), as Alipay's typing gives it. */
export const USER_DATA_PATH = 'https://usr';

/** The caps Alipay's typing documents; Qianniu PC's are unverified, so the simulator applies them only when asked. */
export const DOCUMENTED_FS_LIMITS: Required<BrowserFsLimits> = { maxFileBytes: 10 * 1024 * 1024, maxTotalBytes: 50 * 1024 * 1024 };

export interface BrowserFsLimits {
  /** One file's largest size: a write past it fails with 10028. */
  maxFileBytes?: number;
  /** All files' largest total size: a write past it fails with 10028. */
  maxTotalBytes?: number;
}

export interface BrowserPlatformOptions {
  /** The dev API's origin, which stands in for the marketplace's cloud files. */
  apiOrigin: string;
  /** What the client's save dialog does with the file: the simulator downloads it. */
  download(fileName: string, blob: Blob): void;
  /** None unless given; a function is read at every write, so a switch on the panel takes effect at once. */
  fsLimits?: BrowserFsLimits | (() => BrowserFsLimits);
}

const MB = 1024 * 1024;

// The failures as the client reports them (error codes and texts of @mini-types/my).
const failures = {
  badArguments: (): MyFailure => ({ error: 2, errorMessage: '接口参数无效' }),
  missing: (): MyFailure => ({ error: 10022, errorMessage: '指定文件不存在' }),
  missingDirectory: (): MyFailure => ({ error: 10022, errorMessage: '目录不存在' }),
  notWritable: (): MyFailure => ({ error: 10024, errorMessage: '指定的路径没有写权限' }),
  notDeletable: (): MyFailure => ({ error: 10024, errorMessage: '指定的路径没有删除权限' }),
  fileTooLarge: (bytes: number): MyFailure => ({ error: 10028, errorMessage: `单个文件超过 ${bytes / MB}M` }),
  folderTooLarge: (bytes: number): MyFailure => ({ error: 10028, errorMessage: `文件夹超过 ${bytes / MB}M` }),
};

/** A file as a list of Blobs, one per write: the bytes live in the browser's blob store, not in the JS heap. */
interface StoredFile {
  parts: Blob[];
  size: number;
}

/**
 * The client's APIs in a browser, for the host simulator: the same handler module that runs in the
 * mini-program runs on these. Each behaves as the documented API does, failure shapes included: the file
 * system answers its callbacks in a later task, cloud.file posts to the dev API's cloud files, TOP calls
 * answer from the fixtures and reject as the cloud SDK does.
 */
export interface BrowserPlatform extends HostPlatform {
  /** Files in the simulated file system: the simulator shows it, so a leftover temporary file is seen. */
  storedFiles(): number;
}

export function createBrowserPlatform(options: BrowserPlatformOptions): BrowserPlatform {
  const files = new Map<string, StoredFile>();
  const limits = (): BrowserFsLimits => (typeof options.fsLimits === 'function' ? options.fsLimits() : (options.fsLimits ?? {}));
  const totalBytes = () => [...files.values()].reduce((sum, file) => sum + file.size, 0);

  /** Takes a written file's bytes, or the failure the client would give. */
  function bytesOf(data: unknown, encoding: unknown): Blob | MyFailure {
    if (data instanceof ArrayBuffer) return new Blob([data]);
    if (typeof data !== 'string') return failures.badArguments();
    try {
      if (encoding === 'base64') return new Blob([base64ToBytes(data)]);
      if (encoding === 'binary') return new Blob([Uint8Array.from(data, (char) => char.charCodeAt(0) & 0xff)]);
      if (encoding === undefined || encoding === 'utf8' || encoding === 'utf-8') return new Blob([data]);
    } catch {
      // Text that is not base64.
    }
    return failures.badArguments();
  }

  function write(filePath: unknown, data: unknown, encoding: unknown, append: boolean): MyFailure | null {
    if (!isFilePath(filePath)) return failures.badArguments();
    if (!isWritable(filePath)) return failures.notWritable();
    const existing = files.get(filePath);
    if (append && !existing) return failures.missing();
    const bytes = bytesOf(data, encoding);
    if (!(bytes instanceof Blob)) return bytes;
    const size = (append ? existing!.size : 0) + bytes.size;
    const { maxFileBytes, maxTotalBytes } = limits();
    if (maxFileBytes !== undefined && size > maxFileBytes) return failures.fileTooLarge(maxFileBytes);
    if (maxTotalBytes !== undefined && totalBytes() - (existing?.size ?? 0) + size > maxTotalBytes) return failures.folderTooLarge(maxTotalBytes);
    if (append) {
      existing!.parts.push(bytes);
      existing!.size = size;
    } else {
      files.set(filePath, { parts: [bytes], size });
    }
    return null;
  }

  const fs: HostFileSystem = {
    writeFile: (call) => answerLater(call, () => write(call?.filePath, call?.data, call?.encoding, false)),
    appendFile: (call) => answerLater(call, () => write(call?.filePath, call?.data, call?.encoding, true)),
    unlink: (call) =>
      answerLater(call, () => {
        const filePath: unknown = call?.filePath;
        if (!isFilePath(filePath)) return failures.badArguments();
        if (!isWritable(filePath)) return failures.notDeletable();
        return files.delete(filePath) ? null : failures.missing();
      }),
    readdir: (call) => {
      let names: string[] = [];
      return answerLater(
        call,
        () => {
          const dirPath: unknown = call?.dirPath;
          if (!isFilePath(dirPath)) return failures.badArguments();
          const dir = dirPath.replace(/\/+$/, '');
          if (dir !== USER_DATA_PATH) return failures.missingDirectory();
          // Only what lies directly in the folder, as the client lists it.
          names = [...files.keys()].map((path) => path.slice(dir.length + 1)).filter((name) => !name.includes('/'));
          return null;
        },
        () => ({ files: names }),
      );
    },
  };

  const my: HostMy = {
    env: { USER_DATA_PATH },
    getFileSystemManager: () => fs,
    createWebViewContext() {
      throw new Error('The host simulator has no <web-view>: it frames the console in an iframe and answers over the window transport.');
    },
    canIUse: (name) => SUPPORTED.has(name),
    qn: {
      saveFileToDisk: (call) =>
        answerLater(
          call,
          () => {
            const apFilePath: unknown = call?.apFilePath;
            if (!isFilePath(apFilePath)) return failures.badArguments();
            const file = files.get(apFilePath);
            if (!file) return failures.missing();
            const defaultFileName: unknown = call.defaultFileName;
            options.download(typeof defaultFileName === 'string' && defaultFileName ? defaultFileName : baseName(apFilePath), new Blob(file.parts));
            return null;
          },
          () => ({ success: true }),
        ),
    },
  };

  const cloud: HostCloud = {
    topApi: {
      async invoke({ api, data }) {
        const reply = marketplaceAnswer(api, data ?? {});
        // TOP's refusal as the SDK rejects with it: the error_response, stringified, as the message.
        if (!reply) throw topError('isv.invalid-method', unknownApiMessage(api));
        if (!reply.ok) throw topError(reply.code, reply.message);
        return reply.answer;
      },
    },
    file: {
      async uploadFile({ filePath, fileName }) {
        const file = files.get(filePath);
        // What my.uploadFile hands its fail callback, which the SDK rethrows as it is.
        if (!file) throw { error: 11, errorMessage: '文件不存在' };
        const response = await devApi(`${options.apiOrigin}${pathOf(cloudFiles.create)}`, {
          method: 'POST',
          body: new Blob(file.parts),
          // The SDK sends no type; the dev API takes the type from the name, as it does for a typeless upload.
          headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(fileName ?? baseName(filePath)) },
        });
        const stored = (await replyBody(response, '上传文件失败')) as { taobaoFileId: string; url: string };
        return { fileId: stored.taobaoFileId, url: stored.url };
      },
      async deleteFile({ fileId }) {
        const response = await devApi(`${options.apiOrigin}${pathOf(cloudFiles.remove, { taobaoFileId: fileId })}`, { method: cloudFiles.remove.method });
        const { deleted } = (await replyBody(response, '删除文件失败')) as { deleted: boolean };
        return deleted;
      },
    },
  };

  return { my, cloud, storedFiles: () => files.size };
}

const SUPPORTED: ReadonlySet<string> = new Set(['getFileSystemManager', 'createWebViewContext', 'canIUse', 'qn.saveFileToDisk']);

const isFilePath = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isWritable = (filePath: string) => filePath.startsWith(`${USER_DATA_PATH}/`) && filePath.length > USER_DATA_PATH.length + 1;
const baseName = (filePath: string) => filePath.slice(filePath.lastIndexOf('/') + 1);

/**
 * Runs `work` in a later task and answers the call's callbacks as the client does: success with
 * `result`, or fail with the failure `work` returns, then complete. Every call answers in the order made.
 */
function answerLater<Success>(
  call: (MyCallbacks<Success> & object) | undefined,
  work: () => MyFailure | null,
  result: () => Success = () => ({ success: true }) as Success,
): undefined {
  inLaterTask(() => {
    const failure = work();
    if (failure) call?.fail?.(failure);
    else call?.success?.(result());
    call?.complete?.();
  });
  return undefined;
}

const laterTasks: (() => void)[] = [];
let taskPort: MessagePort | undefined;

/**
 * Runs `task` in a task of its own, after those queued before it. Not setTimeout: a host that issues its
 * next append from the last one's callback nests timers, and nested timers wait 4 ms each after the fifth.
 */
function inLaterTask(task: () => void): void {
  if (!taskPort) {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => laterTasks.shift()?.();
    // Node (the unit tests) would otherwise stay alive for the open port.
    (channel.port1 as MessagePort & { unref?(): void }).unref?.();
    taskPort = channel.port2;
  }
  laterTasks.push(task);
  taskPort.postMessage(null);
}

/** The cloud SDK's TOP failure: `Error(JSON.stringify(error_response))`, the refusal in sub_code and sub_msg. */
function topError(subCode: string, subMessage: string): Error {
  return new Error(JSON.stringify({ code: 15, msg: 'Remote service error', sub_code: subCode, sub_msg: subMessage }));
}

/** The SDK's transport failure: `Error('code:::msg')` with `.code` and `.msg`. */
async function devApi(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    const msg = '客户端网络错误,请稍后重试';
    return Promise.reject(Object.assign(new Error(`500:::${msg}`), { code: '500', msg }));
  }
}

/** The dev API's JSON reply; a refusal as the SDK's `Error(msg || fallback)`. */
async function replyBody(response: Response, fallback: string): Promise<unknown> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  if (!response.ok) throw new Error((typeof body?.message === 'string' && body.message) || fallback);
  return body;
}
