// What `npm run build:miniapp` writes in for this build (CONSOLE_URL, CLOUD_ENV, the package version).
module.exports = {
  consoleUrl: '__CONSOLE_URL__',
  cloudEnv: '__CLOUD_ENV__',
  host: {
    host: 'qianniu-miniapp',
    version: '__VERSION__',
    cloudStore: { env: '__CLOUD_ENV__', storageType: 'taobao-cloud-file' },
    // The file system's cap on one file in Alipay's typing (10028 past it), unverified on Qianniu PC: a file
    // to save passes through USER_DATA_PATH, so the console cuts a download's parts to this.
    maxSaveBytes: 10 * 1024 * 1024,
  },
};
