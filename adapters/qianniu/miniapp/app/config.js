// What `npm run build:miniapp` writes in for this build (CONSOLE_URL, CLOUD_ENV, the package version).
module.exports = {
  consoleUrl: '__CONSOLE_URL__',
  cloudEnv: '__CLOUD_ENV__',
  host: {
    host: 'qianniu-miniapp',
    version: '__VERSION__',
    cloudStore: { env: '__CLOUD_ENV__', storageType: 'taobao-cloud-file' },
  },
};
