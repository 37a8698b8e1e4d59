/**
 * What the host page needs of the client, injected so the request handling is a plain module: the
 * mini-program passes the real `my` and `cloud`, the host simulator browser implementations, the tests
 * fakes. Each interface is the subset the host calls, shaped as the documented API:
 * `my.*` as @mini-types/my types it (platform.check.ts holds the two together), `my.qn.*` and `cloud.*`
 * as Qianniu PC and @tbmp/mp-cloud-sdk document them, since no typing package covers both without a clash.
 */

/** What a `my.*` call hands its `fail` callback: `{ error: 10028, errorMessage: '单个文件超过 10M' }` and the like. */
export interface MyFailure {
  error?: number;
  errorMessage?: string;
}

/** The callback form every `my.*` API takes; the host never relies on the newer Promise return. */
export interface MyCallbacks<Success> {
  success?(result: Success): void;
  fail?(failure: MyFailure): void;
  complete?(): void;
}

// The host writes base64 as it arrives: the client decodes it natively, and no byte is decoded in JS.
export type FileEncoding = 'base64' | 'binary';

/** `my.getFileSystemManager()`: files live under `my.env.USER_DATA_PATH`. */
export interface HostFileSystem {
  writeFile(options: { filePath: string; data: string | ArrayBuffer; encoding?: FileEncoding } & MyCallbacks<{ success: true }>): unknown;
  /** Fails with 10022 when the file does not exist yet. */
  appendFile(options: { filePath: string; data: string | ArrayBuffer; encoding?: FileEncoding } & MyCallbacks<{ success: true }>): unknown;
  unlink(options: { filePath: string } & MyCallbacks<{ success: true }>): unknown;
  /** The names in a directory; optional, as the host only needs it to sweep leftovers. */
  readdir?(options: { dirPath: string } & MyCallbacks<{ files: string[] }>): unknown;
}

/** The `<web-view>`'s context: the host's only way to reach the console. */
export interface HostWebViewContext {
  postMessage(message: Record<string, unknown>): void;
}

/** Qianniu PC's own APIs (`my.qn.*`), present only in the PC client: feature-detect with `my.canIUse('qn.saveFileToDisk')`. */
export interface QianniuPcApi {
  saveFileToDisk(options: { apFilePath: string; defaultFileName?: string } & MyCallbacks<{ success: boolean }>): unknown;
}

export interface HostMy {
  env: { USER_DATA_PATH: string };
  getFileSystemManager(): HostFileSystem;
  createWebViewContext(id: string): HostWebViewContext;
  canIUse?(name: string): boolean;
  qn?: QianniuPcApi;
}

export type CloudFileType = 'image' | 'video' | 'audio' | 'other';

/**
 * `cloud` of @tbmp/mp-cloud-sdk after `cloud.init({ env })`. Its failures are untyped; they arrive as
 * `Error(JSON.stringify(error_response))` from TOP, `Error('code:::msg')` with `.code`/`.msg` from the
 * transport, the raw `my.uploadFile` fail object `{ error, errorMessage }`, or a plain Error.
 * A local interface rather than the SDK's own types: those declare a global `my` that clashes with
 * @mini-types/my (TS2300, duplicate identifier 'my'), and their `fileType` lacks the 'other' the SDK uploads with.
 */
export interface HostCloud {
  topApi: { invoke(options: { api: string; data?: Record<string, unknown> }): Promise<unknown> };
  file: {
    /** Resolves `{ fileId, url, … }`: fileId like `cloud://…/image/x.png`, url on the marketplace's CDN. */
    uploadFile(options: { filePath: string; fileType: CloudFileType; fileName?: string }): Promise<unknown>;
    deleteFile(options: { fileId: string }): Promise<unknown>;
  };
}

export interface HostPlatform {
  my: HostMy;
  cloud: HostCloud;
}
