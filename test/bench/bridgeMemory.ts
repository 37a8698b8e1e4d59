import { createChannel } from '../../bridge/channel';
import { createBridgeHost } from '../../bridge/createBridgeHost';
import { createMemoryTransportPair } from '../support/memoryTransport';
import { measureRoundTrips, type RoundTripOptions, type RoundTripPair } from './roundTrips';

/** Channel and host over the in-memory transport pair, in Node: the bridge's own overhead, no postMessage. */
export async function measureBridgeMemory(options: RoundTripOptions): Promise<RoundTripPair> {
  const [pluginSide, hostSide] = createMemoryTransportPair();
  const host = createBridgeHost(hostSide, { 'host.hello': () => ({ host: 'bench', version: '1' }) });
  const channel = createChannel(pluginSide, { idPrefix: 'bench:' });
  try {
    const hello = await channel.request('host.hello', {});
    if (hello.host !== 'bench') throw new Error(`Unexpected host.hello reply: ${JSON.stringify(hello)}`);
    return await measureRoundTrips(() => channel.request('host.hello', {}), options);
  } finally {
    channel.destroy();
    host.destroy();
  }
}
