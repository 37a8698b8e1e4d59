import { isJson, isPlainObject, type Json } from './Json';

export type { Json } from './Json';

export const PROTOCOL = 'pcc-bridge';
export const PROTOCOL_VERSION = 1;

interface EnvelopeHead {
  protocol: typeof PROTOCOL;
  version: typeof PROTOCOL_VERSION;
  id: string;
}

export interface RequestEnvelope extends EnvelopeHead {
  kind: 'request';
  method: string;
  params: Json;
}

export interface SuccessReplyEnvelope extends EnvelopeHead {
  kind: 'reply';
  ok: true;
  result: Json;
}

export interface FailureReplyEnvelope extends EnvelopeHead {
  kind: 'reply';
  ok: false;
  error: { code: string; message: string };
}

export type ReplyEnvelope = SuccessReplyEnvelope | FailureReplyEnvelope;

export interface EventEnvelope extends EnvelopeHead {
  kind: 'event';
  event: string;
  data: Json;
}

export type Envelope = RequestEnvelope | ReplyEnvelope | EventEnvelope;

/**
 * Reads one incoming message. A window or web-view delivers anything anyone posts (extensions,
 * analytics scripts, other frames), so whatever is not exactly our envelope is `null`, and this
 * never throws. The envelope returned is a fresh object holding only the known fields.
 */
export function parseEnvelope(raw: unknown): Envelope | null {
  try {
    return read(raw);
  } catch {
    // A Proxy or a getter can throw while being read; that is junk too.
    return null;
  }
}

function read(raw: unknown): Envelope | null {
  if (!isPlainObject(raw)) return null;
  if (raw.protocol !== PROTOCOL || raw.version !== PROTOCOL_VERSION) return null;
  const { id } = raw;
  if (typeof id !== 'string' || id === '') return null;
  switch (raw.kind) {
    case 'request': {
      const { method, params } = raw;
      if (typeof method !== 'string' || method === '' || !isJson(params)) return null;
      return { protocol: PROTOCOL, version: PROTOCOL_VERSION, kind: 'request', id, method, params };
    }
    case 'reply':
      return readReply(raw, id);
    case 'event': {
      const { event, data } = raw;
      if (typeof event !== 'string' || event === '' || !isJson(data)) return null;
      return { protocol: PROTOCOL, version: PROTOCOL_VERSION, kind: 'event', id, event, data };
    }
    default:
      return null;
  }
}

function readReply(raw: Record<string, unknown>, id: string): ReplyEnvelope | null {
  if (raw.ok === true) {
    const { result } = raw;
    return isJson(result) ? { protocol: PROTOCOL, version: PROTOCOL_VERSION, kind: 'reply', id, ok: true, result } : null;
  }
  if (raw.ok === false) {
    const { error } = raw;
    if (!isPlainObject(error)) return null;
    const { code, message } = error;
    if (typeof code !== 'string' || typeof message !== 'string') return null;
    return { protocol: PROTOCOL, version: PROTOCOL_VERSION, kind: 'reply', id, ok: false, error: { code, message } };
  }
  return null;
}
