// The SDK's CommonJS entry carries the initialised instance as `default`.
const cloud = require('@tbmp/mp-cloud-sdk').default;
const { cloudAfterInit } = require('./host/host.js');
const config = require('./config.js');

App({
  onLaunch() {
    // cloud.init resolves false instead of rejecting when it fails; each cloud call the console makes
    // then fails with that reason instead of the SDK's 请先调用cloud.init().
    this.cloud = cloudAfterInit(cloud, cloud.init({ env: config.cloudEnv }));
  },
});
