/**
 * The mini-program's host bundle: `npm run build:miniapp` writes it to dist-miniapp/host/host.js, which the
 * project's app.js and pages/index/index.js require. Nothing else imports this file.
 */
export { cloudAfterInit } from './cloudAfterInit';
export { startQianniuHost } from './startHost';
