import { createBridgeHost, type BridgeHandlers, type BridgeHostOptions } from '../../../bridge/createBridgeHost';
import { createChannel, type ChannelOptions } from '../../../bridge/channel';
import { createMemoryTransportPair } from '../../support/memoryTransport';
import { PROTOCOL, PROTOCOL_VERSION, parseEnvelope, type RequestEnvelope } from '../../../bridge/protocol';
import type { Transport } from '../../../bridge/Transport';

/** A channel and a host joined by a memory pair. */
export function connect(handlers: BridgeHandlers, hostOptions?: BridgeHostOptions, channelOptions?: ChannelOptions) {
  const [plugin, host] = createMemoryTransportPair();
  return {
    channel: createChannel(plugin, channelOptions),
    host: createBridgeHost(host, handlers, hostOptions),
  };
}

/** A channel whose far end the test drives by hand, seeing every request it sends. */
export function connectToHand(channelOptions?: ChannelOptions) {
  const [plugin, far] = createMemoryTransportPair();
  const requests: RequestEnvelope[] = [];
  far.subscribe((message) => {
    const envelope = parseEnvelope(message);
    if (envelope?.kind === 'request') requests.push(envelope);
  });
  return { channel: createChannel(plugin, channelOptions), far, requests };
}

export function reply(far: Transport, id: string, result: unknown) {
  far.send({ protocol: PROTOCOL, version: PROTOCOL_VERSION, kind: 'reply', id, ok: true, result });
}

/** Lets queued microtasks (memory transport deliveries, handler promises) run. */
export async function flush(rounds = 5) {
  for (let i = 0; i < rounds; i++) await Promise.resolve();
}
