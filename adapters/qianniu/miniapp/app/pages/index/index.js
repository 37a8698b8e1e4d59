const { startQianniuHost } = require('../../host/host.js');
const config = require('../../config.js');

// The console in the web-view asks; this page answers with the client's own APIs. All the request
// handling is in the host bundle (adapters/qianniu/miniapp/host/ in the repository), tested outside the client.
Page({
  data: { src: config.consoleUrl },

  onLoad() {
    this.host = startQianniuHost({
      platform: { my, cloud: getApp().cloud },
      webViewId: 'console',
      config: config.host,
    });
  },

  onMessage(event) {
    if (this.host) this.host.receive(event);
  },

  onUnload() {
    if (!this.host) return;
    this.host.destroy();
    this.host = null;
  },
});
