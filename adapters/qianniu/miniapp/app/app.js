// The SDK's CommonJS entry carries the instance as `default`.
const cloud = require('@tbmp/mp-cloud-sdk').default;
const config = require('./config.js');

const CLOUD_INIT_FAILED = '云服务初始化失败';

/**
 * `cloud` for the host, usable from the console's first message: each call waits for `cloud.init`. The SDK's
 * init resolves false when it fails (it never rejects), and `topApi`/`file` exist only after a good init, so
 * a failed init fails every call with one reason and nothing is called on an SDK that is not set up.
 */
function cloudAfterInit(init) {
  const ready = init.then(
    (ok) => {
      if (ok !== true) throw new Error(CLOUD_INIT_FAILED);
    },
    () => {
      throw new Error(CLOUD_INIT_FAILED);
    },
  );
  // Each call reports the failure; without one it must not surface as an unhandled rejection.
  ready.catch(() => undefined);
  return {
    topApi: { invoke: (options) => ready.then(() => cloud.topApi.invoke(options)) },
    file: {
      uploadFile: (options) => ready.then(() => cloud.file.uploadFile(options)),
      deleteFile: (options) => ready.then(() => cloud.file.deleteFile(options)),
    },
  };
}

App({
  onLaunch() {
    this.cloud = cloudAfterInit(cloud.init({ env: config.cloudEnv }));
  },
});
