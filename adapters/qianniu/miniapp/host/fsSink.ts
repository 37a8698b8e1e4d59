import type { ChunkSink, TransferMeta } from '../../../../bridge/chunkSink';
import { callMy } from './callApi';
import { HOST_ERROR_CODES, HostError } from './hostError';
import { HOST_TEXT } from './messages';
import type { HostFileSystem, HostMy, MyFailure } from './platform';
import { tempFileName } from './tempFileName';

/** A transfer's bytes as a file under `my.env.USER_DATA_PATH`, handed to the client's upload or save. */
export interface TempFile {
  filePath: string;
  fileName: string;
  mimeType: string;
  /** Bytes written. */
  size: number;
}

export interface TempFileHandle {
  readonly filePath: string;
  readonly meta: TransferMeta;
  size: number;
  /** A write was attempted: from then on there may be a file to unlink. */
  touched: boolean;
  /** Settles when the client answers the last write, which may come after our timeout and still create the file. */
  unanswered?: Promise<void>;
}

export interface FsSinkOptions {
  my: HostMy;
  /** Per file system call. */
  timeoutMs: number;
  /** The clock the creation time in a temporary file's name is read from; Date.now unless given. */
  now?: () => number;
}

/**
 * The chunk sink on `my.getFileSystemManager()`: the first chunk `writeFile`s the base64 as it arrived
 * (the client decodes it, not JS), each next one `appendFile`s, and `discard` unlinks. The path is the
 * host's own, never the console's file name, so a name cannot reach outside USER_DATA_PATH. A full file
 * system (10028) fails the chunk with HOST_TEXT.fileTooLarge; nothing ever falls back to memory.
 */
export function createFsSink({ my, timeoutMs, now = Date.now }: FsSinkOptions): ChunkSink<TempFileHandle, TempFile> {
  let fs: HostFileSystem | undefined;
  // Asked for at the first transfer, so a client without a file system still answers everything else.
  function fileSystem(): HostFileSystem {
    if (fs) return fs;
    try {
      fs = my.getFileSystemManager();
    } catch {
      fs = undefined;
    }
    const root: unknown = my.env?.USER_DATA_PATH;
    if (typeof fs !== 'object' || fs === null || typeof root !== 'string' || root === '') {
      fs = undefined;
      throw new HostError(HOST_ERROR_CODES.noFileSystem, HOST_TEXT.noFileSystem);
    }
    return fs;
  }

  function write(handle: TempFileHandle, data: string): Promise<unknown> {
    const files = fileSystem();
    const first = !handle.touched;
    handle.touched = true;
    let answered: () => void = () => undefined;
    const clientAnswered = new Promise<void>((resolve) => {
      answered = () => {
        if (handle.unanswered === clientAnswered) handle.unanswered = undefined;
        resolve();
      };
    });
    handle.unanswered = clientAnswered;
    return callMy<{ success: true }>(
      (callbacks) => {
        const options = {
          filePath: handle.filePath,
          data,
          encoding: 'base64' as const,
          success: (result: { success: true }) => {
            answered();
            callbacks.success(result);
          },
          fail: (failure: MyFailure) => {
            answered();
            callbacks.fail(failure);
          },
        };
        return first ? files.writeFile(options) : files.appendFile(options);
      },
      { timeoutMs },
    ).catch((error: unknown) => {
      throw writeError(error);
    });
  }

  return {
    open(meta) {
      fileSystem();
      const root = my.env.USER_DATA_PATH.replace(/\/+$/, '');
      const filePath = `${root}/${tempFileName(meta.fileName, now())}`;
      return { filePath, meta, size: 0, touched: false };
    },
    async write(handle, base64, byteLength) {
      await write(handle, base64);
      handle.size += byteLength;
    },
    async finish(handle) {
      // An empty file has no chunk, but the client's upload and save still need a file to read.
      if (!handle.touched) await write(handle, '');
      const { fileName, mimeType } = handle.meta;
      return { filePath: handle.filePath, fileName, mimeType, size: handle.size };
    },
    async discard(handle) {
      if (!handle.touched) return;
      const files = fileSystem();
      const unlink = () =>
        callMy((callbacks) => files.unlink({ filePath: handle.filePath, ...callbacks }), { timeoutMs }).catch(
          () => undefined,
        );
      const late = handle.unanswered;
      await unlink();
      // A write that outlived its timeout may still land after this unlink: unlink again once it has.
      if (late) void late.then(unlink);
    },
  };
}

function writeError(error: unknown): HostError {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'MY_10028') return new HostError(HOST_ERROR_CODES.fileTooLarge, HOST_TEXT.fileTooLarge);
  const message = (error as { message?: unknown } | null)?.message;
  return new HostError(
    typeof code === 'string' ? code : HOST_ERROR_CODES.clientFailed,
    HOST_TEXT.writeFailed(typeof message === 'string' ? message : String(error)),
  );
}
