import type { CloudFileType, HostCloud } from '../../adapters/qianniu/miniapp/host/platform';
import { createCallScript, type Outcome } from './fakeCalls';

/** TOP's failure as @tbmp/mp-cloud-sdk throws it: `Error(JSON.stringify(error_response))`. */
export function topError(response: { code?: number | string; msg?: string; sub_code?: string; sub_msg?: string }): Error {
  return new Error(JSON.stringify({ request_id: 'req-1', ...response }));
}

/** The SDK's transport failure: `Error('code:::msg')` with `.code` and `.msg`. */
export function transportError(code: string, msg: string): Error {
  return Object.assign(new Error(`${code}:::${msg}`), { code, msg });
}

export interface StoredCloudFile {
  bytes: Uint8Array;
  fileType: CloudFileType;
  fileName?: string;
}

/**
 * `cloud` after `cloud.init()`, as @tbmp/mp-cloud-sdk behaves: Promises only; `file.uploadFile` reads the
 * local file (from the fake `my`'s files) and resolves `{ fileId, url, fileName }`, or rejects with
 * my.uploadFile's raw `{ error, errorMessage }` when there is none; `deleteFile` resolves `true`;
 * `topApi.invoke` answers with `answer(api, data)`. Every call is logged and can be scripted (topError,
 * transportError, `{ error, errorMessage }`, `Error('上传文件失败')`, a hang).
 */
export function createFakeCloud(options: {
  files: Map<string, Uint8Array>;
  answer?: (api: string, data: unknown) => unknown;
}) {
  const stored = new Map<string, StoredCloudFile>();
  const script = createCallScript();
  const answer = options.answer ?? ((api: string) => ({ [`${api.replace(/\./g, '_')}_response`]: { ok: true } }));
  let uploads = 0;

  function call(api: string, args: Record<string, unknown>, perform: () => Outcome): Promise<unknown> {
    return new Promise((resolve, reject) => {
      script.run(api, args, perform, (outcome) => (outcome.ok ? resolve(outcome.result) : reject(outcome.failure)));
    });
  }

  const cloud: HostCloud = {
    topApi: {
      invoke: (o) => call('topApi.invoke', o, () => ({ ok: true, result: answer(o.api, o.data) })),
    },
    file: {
      uploadFile: (o) =>
        call('file.uploadFile', o, () => {
          const bytes = options.files.get(o.filePath);
          if (!bytes) return { ok: false, failure: { error: 10022, errorMessage: '文件不存在' } };
          const name = `f${++uploads}-${o.fileName ?? 'file'}`;
          const fileId = `cloud://env-test/${o.fileType}/${name}`;
          stored.set(fileId, { bytes: bytes.slice(), fileType: o.fileType, fileName: o.fileName });
          return { ok: true, result: { fileId, url: `https://img.alicdn.com/imgextra/${name}`, fileName: o.fileName } };
        }),
      deleteFile: (o) =>
        call('file.deleteFile', o, () => {
          stored.delete(o.fileId);
          return { ok: true, result: true };
        }),
    },
  };

  return {
    cloud,
    /** What reached the cloud store: fileId → bytes and type. */
    stored,
    calls: script.calls,
    callsOf: script.callsOf,
    pending: script.pending,
    /** Scripts the next call of `topApi.invoke`, `file.uploadFile` or `file.deleteFile`. */
    next: script.next,
  };
}
