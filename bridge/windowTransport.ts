import { createListenerSet } from './createListenerSet';
import { isPlainObject, toPlainJson } from './Json';
import { compileOriginRules } from './origins';
import { fromPortWire, PORT_WIRE, toPortWire } from './portWire';
import { PROTOCOL } from './protocol';
import type { Transport } from './Transport';

export interface WindowTransportOptions {
  /** The window we listen on (our own). */
  self: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** The window we talk to: usually `window.parent`, or a frame's `contentWindow`. */
  peer: Pick<Window, 'postMessage'>;
  /** Where our messages may be delivered; never `'*'`. */
  peerOrigin: string;
  /** The trusted host origins from plugin.manifest.json. */
  allowedOrigins: readonly string[];
  /**
   * Whether this side starts the move to a private MessagePort: the bridge host, which frames the
   * plugin. False unless given, so a framed page never sends a parent anything it did not ask for
   * (an ERP page reads every message); it still answers an offer from its pinned peer.
   */
  offerPort?: boolean;
}

/** The transport's own message that hands the peer a port. It has no version, so it is never an envelope. */
interface PortOffer {
  protocol: typeof PROTOCOL;
  kind: 'port';
  /** Sent in answer to the peer's first offer: answering it again would loop. */
  answer: boolean;
  /** The short form this side reads on the port (portWire.ts); a peer that leaves it out is sent envelopes as they are. */
  wire: typeof PORT_WIRE;
}

// Our ports the peer may still send on. A new one is made for each offer; one that crossed a newer
// offer may still carry a message or two, so the last few stay open.
const OPEN_OWN_PORTS = 3;

/**
 * A transport over window.postMessage between a framed page and its host. Both directions are
 * pinned: we post to one explicit origin, so a navigated or hijacked peer cannot read our
 * messages, and we accept a message only from the peer window itself and from a trusted origin,
 * so other frames, extensions and opener pages cannot forge replies.
 *
 * Then, as penpal does, the two sides move to MessagePorts, which skip the window's shared
 * message event and its checks per message. The side that initiates (the host) posts the peer a
 * port in an offer, at the pinned origin; a side accepts an offer only if it passes the same checks
 * (the peer window, at exactly peerOrigin) and answers it with a port of its own, so only the
 * pinned peer ever holds either end. Each side then sends on the port it was given. Until then
 * (a peer that does not speak ports never answers) messages go by window.
 */
export function createWindowTransport(options: WindowTransportOptions): Transport {
  const { self, peer, peerOrigin, allowedOrigins } = options;
  if (peerOrigin === '*') {
    throw new Error("A bridge window transport never posts to '*'; give the host's exact origin");
  }
  const isAllowed = compileOriginRules(allowedOrigins);
  if (!isAllowed(peerOrigin)) {
    throw new Error(`The origin ${peerOrigin} is not an allowed bridge host`);
  }

  const listeners = createListenerSet<unknown>();
  const usePorts = typeof MessageChannel === 'function';
  const initiates = usePorts && options.offerPort === true;
  const ownPorts: MessagePort[] = [];
  let peerPort: MessagePort | null = null;
  // Whether the peer that gave peerPort reads the short form: a host built before it reads only envelopes.
  let peerReadsShort = false;
  let destroyed = false;
  // The initiator's offer is lost if the peer had not loaded yet: the peer's first message by window
  // shows it is there, and one more offer follows.
  let awaitingAnswer = false;
  let reoffered = false;

  // Over the port a message travels as JSON text: the JSON copy the window path makes, without a
  // structured clone of the result on top, and what arrives is JSON by construction.
  // A burst of messages goes together as one array, in one port message: a hundred requests in flight
  // cost two port messages, not a hundred. Envelopes are never arrays, and only the pinned peer can post
  // on our port, so an array there is always such a batch. To a peer that reads the short form, every
  // port message is such an array, of short forms, so that a short form, itself an array, is never taken
  // for a batch.
  // The first message after an incoming one goes at once, alone; one that follows it before the next
  // incoming message waits for the end of its task (a microtask) with the rest of its burst. A call
  // answered at once and a reply to it then cost no microtask: one each cost one call at a time about a
  // tenth of its pace (docs/performance.md, "The bridge in a window pair"). A message from a later task
  // with none incoming between waits only for that task's microtasks.
  let postedAlone: MessagePort | null = null;
  let batched: string[] = [];
  let flushQueued = false;

  const onPortMessage = (event: MessageEvent) => {
    // A new task: the burst before it was flushed at its end.
    if (!flushQueued) postedAlone = null;
    if (typeof event.data !== 'string') return;
    let data: unknown;
    try {
      data = JSON.parse(event.data);
    } catch {
      return;
    }
    if (!Array.isArray(data)) {
      listeners.emit(data);
      return;
    }
    for (const message of data) listeners.emit(fromPortWire(message));
  };

  function sendOnPort(port: MessagePort, message: object) {
    // Made now, so that it throws to the sender, and a change to the message after send is not sent.
    const text: unknown = JSON.stringify(peerReadsShort ? toPortWire(message) : message);
    if (typeof text !== 'string') throw new TypeError('A bridge message must be a JSON object');
    if (postedAlone === port) {
      batched.push(text);
      if (!flushQueued) {
        flushQueued = true;
        queueMicrotask(flush);
      }
      return;
    }
    // The peer reloaded within this burst: what was batched for its old port goes there first.
    flush();
    port.postMessage(peerReadsShort ? `[${text}]` : text);
    postedAlone = port;
  }

  function flush() {
    flushQueued = false;
    const port = postedAlone;
    postedAlone = null;
    if (!port || batched.length === 0) return;
    const texts = batched;
    batched = [];
    if (!destroyed) port.postMessage(`[${texts.join(',')}]`);
  }

  const onMessage = (event: MessageEvent) => {
    // Read defensively: anything can arrive on a window's message event.
    if (typeof event !== 'object' || event === null) return;
    if (event.source !== (peer as unknown) || typeof event.origin !== 'string') return;
    if (event.origin !== peerOrigin && !isAllowed(event.origin)) return;
    const { data } = event;
    if (isPlainObject(data) && data.protocol === PROTOCOL && data.kind === 'port') {
      if (usePorts && event.origin === peerOrigin) acceptOffer(data, event.ports);
      return;
    }
    if (initiates) offerAgainIfLost();
    listeners.emit(data);
  };

  function offerAgainIfLost() {
    if (peerPort) {
      // A peer that has our port never writes by window again: this one is a reloaded peer.
      peerPort.close();
      peerPort = null;
      reoffered = false;
    } else if (!awaitingAnswer || reoffered) {
      return;
    }
    reoffered = true;
    offerOwnPort(false);
  }

  function acceptOffer(offer: Record<string, unknown>, ports: readonly MessagePort[] | undefined) {
    const port = ports?.[0];
    if (!port || typeof port.postMessage !== 'function') return;
    peerPort?.close();
    peerPort = port;
    peerReadsShort = offer.wire === PORT_WIRE;
    if (offer.answer === true) {
      awaitingAnswer = false;
      reoffered = false;
    } else {
      // The peer (re)started, so it holds none of our ports yet.
      offerOwnPort(true);
    }
  }

  function offerOwnPort(answer: boolean) {
    const channel = new MessageChannel();
    const offer: PortOffer = { protocol: PROTOCOL, kind: 'port', answer, wire: PORT_WIRE };
    try {
      peer.postMessage(offer, peerOrigin, [channel.port2]);
    } catch {
      // The peer is gone or cannot take ports: the window still works.
      channel.port1.close();
      return;
    }
    if (!answer) awaitingAnswer = true;
    channel.port1.addEventListener('message', onPortMessage);
    channel.port1.start();
    ownPorts.push(channel.port1);
    if (ownPorts.length > OPEN_OWN_PORTS) ownPorts.shift()?.close();
  }

  self.addEventListener('message', onMessage);
  if (initiates) offerOwnPort(false);

  return {
    send(message) {
      if (destroyed) return;
      // Either way the peer gets a JSON copy, as from the memory transport, and a message JSON
      // cannot hold (a cycle, a BigInt) fails here, at the sender.
      if (peerPort) sendOnPort(peerPort, message);
      else peer.postMessage(toPlainJson(message), peerOrigin);
    },
    subscribe(listener) {
      return destroyed ? () => undefined : listeners.add(listener);
    },
    destroy() {
      if (destroyed) return;
      // What was sent before is the peer's: a burst waiting for its microtask goes now, before the ports close.
      flush();
      destroyed = true;
      self.removeEventListener('message', onMessage);
      for (const port of ownPorts) port.close();
      ownPorts.length = 0;
      peerPort?.close();
      peerPort = null;
      listeners.clear();
    },
  };
}
