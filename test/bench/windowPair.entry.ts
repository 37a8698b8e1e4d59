/**
 * Bundled into dist-bench/windowPair.js and served at /bench/parent.html and /bench/frame.html on the
 * console server's origin. Each page picks its role by location.pathname; the frame picks the
 * implementation by `?impl=`. One frame at a time, so the two implementations never share a window.
 *
 * - ours: createWindowTransport on both sides, the channel in the parent, createBridgeHost in the frame.
 * - penpal: penpal 7 WindowMessenger + connect on the same window pair, one method returning the same object.
 * - port: the bare MessagePort, the pace no bridge over it can pass: the parent posts a port to the frame,
 *   each call is a message with an id, the frame answers each with the same object, matched by its id.
 *
 * Whichever implementation runs first in a fresh page measures slower (by a third, sequentially, on
 * two cores), so each gets a discarded warm-up pass, then all run in short alternating rounds (ABCCBA
 * three times, a sixth of the duration each), which also spreads other load on the machine over them.
 * Each side's result is its median round: on a machine shared with other work, one burst of load
 * ruins a round or two, and the median of six ignores them where a total over all rounds would not.
 */
import { connect, WindowMessenger } from 'penpal';
import manifest from '../../plugin.manifest.json';
import { createChannel } from '../../bridge/channel';
import { createBridgeHost } from '../../bridge/createBridgeHost';
import { createWindowTransport } from '../../bridge/windowTransport';
import { measureRoundTrips, medianPairs, type RoundTripOptions, type RoundTripPair } from './roundTrips';

import { BLOCK, IMPLEMENTATIONS, type Implementation } from './windowPair.rounds';

export type { Implementation };
export type WindowBenchResult = Record<Implementation, RoundTripPair> & {
  /** Each round, in the order it ran. */
  rounds: (RoundTripPair & { impl: Implementation })[];
};
export type RunBench = (options: RoundTripOptions) => Promise<WindowBenchResult>;

const HELLO = { host: 'bench', version: '1' };
type PenpalMethods = { hello(): typeof HELLO };

const allowedOrigins: readonly string[] = manifest.hostOrigins;

function startFrame(impl: string | null) {
  if (impl === 'ours') {
    // As the host simulator's host does, it starts the move to a MessagePort.
    const transport = createWindowTransport({ self: window, peer: window.parent, peerOrigin: location.origin, allowedOrigins, offerPort: true });
    createBridgeHost(transport, { 'host.hello': () => ({ ...HELLO }) });
  } else if (impl === 'penpal') {
    const messenger = new WindowMessenger({ remoteWindow: window.parent, allowedOrigins: [location.origin] });
    connect<PenpalMethods>({ messenger, methods: { hello: () => ({ ...HELLO }) } });
  } else if (impl === 'port') {
    window.addEventListener('message', (event: MessageEvent) => {
      const port = event.ports[0];
      if (event.origin !== location.origin || !port) return;
      port.onmessage = ({ data }: MessageEvent<{ id: number }>) => port.postMessage({ id: data.id, result: { ...HELLO } });
    });
  } else {
    throw new Error(`Unknown implementation: ${impl}`);
  }
}

function openFrame(impl: Implementation): Promise<HTMLIFrameElement> {
  return new Promise((resolve, reject) => {
    const frame = document.createElement('iframe');
    frame.addEventListener('load', () => resolve(frame), { once: true });
    frame.addEventListener('error', () => reject(new Error(`frame for ${impl} failed to load`)), { once: true });
    frame.src = `/bench/frame.html?impl=${impl}`;
    document.body.appendChild(frame);
  });
}

async function benchOurs(options: RoundTripOptions): Promise<RoundTripPair> {
  const frame = await openFrame('ours');
  const peer = frame.contentWindow;
  if (!peer) throw new Error('frame has no window');
  const transport = createWindowTransport({ self: window, peer, peerOrigin: location.origin, allowedOrigins });
  const channel = createChannel(transport, { idPrefix: 'bench:' });
  try {
    // The frame's script ran before its load event, so its host is listening; one call proves it.
    const hello = await channel.request('host.hello', {}, { timeoutMs: 5_000 });
    if (hello.host !== HELLO.host) throw new Error(`Unexpected host.hello reply: ${JSON.stringify(hello)}`);
    return await measureRoundTrips(() => channel.request('host.hello', {}), options);
  } finally {
    channel.destroy();
    frame.remove();
  }
}

async function benchPenpal(options: RoundTripOptions): Promise<RoundTripPair> {
  const frame = await openFrame('penpal');
  const peer = frame.contentWindow;
  if (!peer) throw new Error('frame has no window');
  const messenger = new WindowMessenger({ remoteWindow: peer, allowedOrigins: [location.origin] });
  const connection = connect<PenpalMethods>({ messenger, timeout: 5_000 });
  try {
    const remote = await connection.promise;
    const hello = await remote.hello();
    if (hello.host !== HELLO.host) throw new Error(`Unexpected hello reply: ${JSON.stringify(hello)}`);
    return await measureRoundTrips(() => remote.hello(), options);
  } finally {
    connection.destroy();
    frame.remove();
  }
}

async function benchPort(options: RoundTripOptions): Promise<RoundTripPair> {
  const frame = await openFrame('port');
  const peer = frame.contentWindow;
  if (!peer) throw new Error('frame has no window');
  const { port1, port2 } = new MessageChannel();
  const pending = new Map<number, (result: typeof HELLO) => void>();
  port1.onmessage = ({ data }: MessageEvent<{ id: number; result: typeof HELLO }>) => {
    pending.get(data.id)?.(data.result);
    pending.delete(data.id);
  };
  let nextId = 0;
  const hello = () =>
    new Promise<typeof HELLO>((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      port1.postMessage({ id });
    });
  peer.postMessage('port', location.origin, [port2]);
  try {
    const reply = await hello();
    if (reply.host !== HELLO.host) throw new Error(`Unexpected port reply: ${JSON.stringify(reply)}`);
    return await measureRoundTrips(hello, options);
  } finally {
    port1.close();
    frame.remove();
  }
}

const BENCHES: Record<Implementation, (options: RoundTripOptions) => Promise<RoundTripPair>> = {
  ours: benchOurs,
  penpal: benchPenpal,
  port: benchPort,
};
const ORDER: Implementation[] = [...BLOCK, ...BLOCK, ...BLOCK];

const runBench: RunBench = async (options) => {
  for (const impl of IMPLEMENTATIONS) await BENCHES[impl]({ ...options, durationMs: options.warmupMs });
  const roundsEach = ORDER.length / IMPLEMENTATIONS.length;
  const share: RoundTripOptions = { ...options, durationMs: options.durationMs / roundsEach };
  const rounds: WindowBenchResult['rounds'] = [];
  for (const impl of ORDER) rounds.push({ impl, ...(await BENCHES[impl](share)) });
  const of = (impl: Implementation) => medianPairs(rounds.filter((round) => round.impl === impl));
  return { ours: of('ours'), penpal: of('penpal'), port: of('port'), rounds };
};

if (location.pathname === '/bench/frame.html') {
  startFrame(new URLSearchParams(location.search).get('impl'));
} else if (location.pathname === '/bench/parent.html') {
  (window as unknown as { runBench: RunBench }).runBench = runBench;
  document.title = 'bench ready';
}
