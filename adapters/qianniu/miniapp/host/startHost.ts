import { createBridgeHost } from '../../../../bridge/createBridgeHost';
import { createWebViewContextTransport } from '../../../../bridge/webViewContextTransport';
import { createQianniuHostHandlers, type HostConfig } from './handlers';
import type { HostPlatform } from './platform';

export interface QianniuHost {
  /** Hand it every `<web-view onMessage>` event of the page, as the page gets it. */
  receive(event: unknown): void;
  /** Stops answering and aborts every transfer (onUnload). */
  destroy(): void;
}

export interface QianniuHostStart {
  platform: HostPlatform;
  /** The `id` of the page's `<web-view>`. */
  webViewId: string;
  config: HostConfig;
}

/**
 * The mini-program page's whole job: answer the console in `<web-view id={webViewId}>`.
 * Call it in the page's onLoad, pass onMessage events to `receive`, and `destroy` in onUnload.
 */
export function startQianniuHost(options: QianniuHostStart): QianniuHost {
  const { platform, webViewId, config } = options;
  const transport = createWebViewContextTransport(platform.my.createWebViewContext(webViewId));
  const answers = createQianniuHostHandlers({ platform, config });
  const host = createBridgeHost(transport, answers.handlers);
  return {
    receive: (event) => transport.receive(event),
    destroy() {
      host.destroy();
      answers.dispose();
    },
  };
}
