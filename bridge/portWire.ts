import { isPlainObject } from './Json';
import { PROTOCOL, PROTOCOL_VERSION, type Envelope } from './protocol';

/**
 * The short form of an envelope on a private MessagePort, named in the port offer so that only a peer that
 * reads it is sent it: an array of the kind's letter, the id and the payload, without the protocol, version
 * and field names every envelope repeats. Only the pinned peer holds the port (windowTransport.ts), so the
 * protocol name, which tells our envelopes from other scripts' messages on a shared window, says nothing
 * there. One call at a time, the text made and read on each side was about half the round trip's cost
 * beyond the bare port's (docs/performance.md, "The bridge in a window pair").
 */
export const PORT_WIRE = 'short-1';

type ShortEnvelope =
  | ['q', string, string, unknown]
  | ['r', string, unknown]
  | ['e', string, string, string]
  | ['v', string, string, unknown];

/**
 * The short form of a message, or the message itself where it is not exactly one of our envelopes: a
 * payload that is undefined (which the long form leaves out and the short would send as null) stays long,
 * so the peer refuses it as it would have.
 */
export function toPortWire(message: object): unknown {
  const envelope = message as Partial<Envelope> & Record<string, unknown>;
  if (envelope.protocol !== PROTOCOL || envelope.version !== PROTOCOL_VERSION || typeof envelope.id !== 'string') return message;
  const { id } = envelope;
  switch (envelope.kind) {
    case 'request':
      return typeof envelope.method === 'string' && envelope.params !== undefined ? ['q', id, envelope.method, envelope.params] : message;
    case 'event':
      return typeof envelope.event === 'string' && envelope.data !== undefined ? ['v', id, envelope.event, envelope.data] : message;
    case 'reply':
      if (envelope.ok === true) return envelope.result !== undefined ? ['r', id, envelope.result] : message;
      return envelope.ok === false && isPlainObject(envelope.error) && typeof envelope.error.code === 'string' && typeof envelope.error.message === 'string'
        ? ['e', id, envelope.error.code, envelope.error.message]
        : message;
    default:
      return message;
  }
}

/**
 * The envelope a short form stands for; anything else as it came, for the channel or host to check and
 * refuse. The envelope made is checked again there (parseEnvelope), as one that came long.
 */
export function fromPortWire(item: unknown): unknown {
  if (!Array.isArray(item)) return item;
  const [kind, id, a, b] = item as ShortEnvelope;
  // Literals, not a spread of a shared head: this runs for every message, and a literal is one allocation of a known shape.
  switch (kind) {
    case 'q':
      return item.length === 4 ? { protocol: PROTOCOL, version: PROTOCOL_VERSION, kind: 'request', id, method: a, params: b } : item;
    case 'r':
      return item.length === 3 ? { protocol: PROTOCOL, version: PROTOCOL_VERSION, kind: 'reply', id, ok: true, result: a } : item;
    case 'e':
      return item.length === 4 ? { protocol: PROTOCOL, version: PROTOCOL_VERSION, kind: 'reply', id, ok: false, error: { code: a, message: b } } : item;
    case 'v':
      return item.length === 4 ? { protocol: PROTOCOL, version: PROTOCOL_VERSION, kind: 'event', id, event: a, data: b } : item;
    default:
      return item;
  }
}
