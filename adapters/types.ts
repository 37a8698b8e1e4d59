/** What differs between running inside Qianniu, in a plain browser, and under QA's mock (ARCHITECTURE.md). */
import type { FileKind, UploadForm } from '../contract/files';
import type { MarketplaceApi } from '../contract/marketplaceApis';

export type AdapterKind = 'qianniu' | 'browser' | 'mock';

export interface UploadOptions {
  kind: FileKind;
  fileName?: string;
  onProgress?: (sentBytes: number, totalBytes: number) => void;
  signal?: AbortSignal;
}

export interface UploadedFile {
  fileId: string;
  url: string;
  /** Set by the qianniu adapter: the marketplace's own id, needed to delete the cloud copy. */
  cloudFileId?: string;
}

/** A stream of bytes for archives too large for memory (spec 3 bulk downloads). */
export type SaveSource = Blob | ReadableStream<Uint8Array>;

export interface SaveOptions {
  mimeType?: string;
  signal?: AbortSignal;
  onProgress?: (writtenBytes: number) => void;
  /**
   * The name the file is saved under, once the target has chosen it and before it reads the source: a
   * picked folder that already holds `name.zip` saves `name (2).zip`, and what the file holds may name it.
   */
  onFileName?: (fileName: string) => void;
}

/**
 * Where one download of several files goes (the parts of a bulk download). Opened during the click that
 * starts the download, because a browser shows its pickers only then; later parts are written without
 * asking again.
 */
export interface SaveTarget {
  /** How the console describes where the files went (a folder's name, or 浏览器的下载目录). */
  readonly label: string;
  /**
   * The largest file this target can save, when it has a limit of its own (a Qianniu host whose file system
   * caps a file, as it declares in host.hello); a bulk download cuts its parts to it.
   */
  readonly maxFileBytes?: number;
  /**
   * Writes one file; rejects, leaving no complete-looking file behind, when the source fails or the signal
   * aborts. A stream's chunk is the caller's again once the next is read (or the stream ends): the bulk
   * download reads the next file into it. A target that keeps bytes past that copies them.
   */
  saveFile(fileName: string, source: SaveSource, options?: SaveOptions): Promise<void>;
}

export interface AdapterStatus {
  usable: boolean;
  /** Why it is not usable, in the merchant's words (e.g. 当前可能不是千牛环境). */
  reason?: string;
}

/** The fetch the admin API client uses: real HTTP, or the in-process dev API under `mock`. */
export type ApiFetch = (input: Request) => Promise<Response>;

export interface PlatformAdapter {
  readonly kind: AdapterKind;
  /** Whether the environment answers; the qianniu adapter asks the host, the others know. */
  status(): Promise<AdapterStatus>;
  upload(file: Blob, options: UploadOptions): Promise<UploadedFile>;
  deleteCloudFile(cloudFileId: string): Promise<void>;
  /** A marketplace (TOP) API call: only the APIs of contract/marketplaceApis.ts, the ones a Qianniu host forwards. */
  callMarketplace(api: MarketplaceApi, data: Record<string, unknown>): Promise<Record<string, unknown>>;
  cloudStoreConfig(): Promise<Record<string, unknown>>;
  saveFile(fileName: string, source: SaveSource, options?: SaveOptions): Promise<void>;
  /** Opens where a download of several files goes; rejects with an AbortError when the merchant cancels a picker. */
  beginSave(suggestedName: string): Promise<SaveTarget>;
  /**
   * The largest file beginSave's target will take, where that is known before it opens (no picker is shown):
   * a Qianniu host without a folder picker declares its file system's cap. Undefined: none known.
   */
  saveFileLimit(): Promise<number | undefined>;
  /** GETs a file the console shows or downloads (an order's image), wherever this adapter serves files from. */
  fetchFile(url: string, init?: { signal?: AbortSignal }): Promise<Response>;
  readonly apiFetch: ApiFetch;
}

/**
 * The admin API file calls the adapters need, handed in by the app so that they go through its one
 * client (token, timeout, error catalogue) without adapters importing src/.
 */
export interface AdminFilesPort {
  uploadForm(fileName: string, kind: FileKind): Promise<UploadForm>;
  uploadResult(result: {
    success: boolean;
    fileId: string;
    uploadTime: number;
    fileSize: number;
    errorMessage: string | null;
  }): Promise<void>;
  registerMarketplaceFile(file: {
    url: string;
    taobaoFileId: string;
    uploadTime: number;
    fileSize: number;
    type: FileKind;
  }): Promise<{ id: string }>;
}

/** A session being recorded (`?record=1`): the shell shows how much and saves it as a fixture. */
export interface SessionRecording {
  readonly count: number;
  onChange(listener: (count: number) => void): () => void;
  toFixture(now?: Date): unknown;
}
