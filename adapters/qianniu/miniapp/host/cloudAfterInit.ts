import type { HostCloud } from './platform';

/**
 * `cloud` for the host, usable from the first message: each call waits for `cloud.init({ env })`. The SDK's
 * init resolves `false` when it fails (it never rejects), and its `topApi`/`file` exist only after a good
 * init, so a failed init turns every call into a rejection with one clear reason, and nothing is called on
 * an SDK that is not set up.
 */
export function cloudAfterInit(cloud: HostCloud, init: Promise<boolean>): HostCloud {
  const ready = init.then(
    (ok) => {
      if (ok !== true) throw new Error(CLOUD_INIT_FAILED);
    },
    () => {
      throw new Error(CLOUD_INIT_FAILED);
    },
  );
  return {
    topApi: { invoke: (options) => ready.then(() => cloud.topApi.invoke(options)) },
    file: {
      uploadFile: (options) => ready.then(() => cloud.file.uploadFile(options)),
      deleteFile: (options) => ready.then(() => cloud.file.deleteFile(options)),
    },
  };
}

export const CLOUD_INIT_FAILED = '云服务初始化失败（cloud.init）';
