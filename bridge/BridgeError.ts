import { BRIDGE_TEXT } from './messages';

export type BridgeErrorCode = 'TIMEOUT' | 'BAD_REPLY' | 'NO_HOST' | 'REMOTE' | 'DESTROYED' | 'ABORTED';

// Only the first three reach merchants as they are (spec 1 §8); the others are for callers to map.
const DEFAULT_MESSAGES: Record<BridgeErrorCode, string> = {
  TIMEOUT: BRIDGE_TEXT.timeout,
  BAD_REPLY: BRIDGE_TEXT.badReply,
  NO_HOST: BRIDGE_TEXT.noHost,
  REMOTE: 'The host reported an error',
  DESTROYED: 'The bridge channel was destroyed',
  ABORTED: 'The bridge request was aborted',
};

export class BridgeError extends Error {
  readonly code: BridgeErrorCode;
  /** The host's own error code, for REMOTE errors. */
  readonly remoteCode?: string;

  constructor(code: BridgeErrorCode, message?: string, remoteCode?: string) {
    super(message ?? DEFAULT_MESSAGES[code]);
    this.name = 'BridgeError';
    this.code = code;
    if (remoteCode !== undefined) this.remoteCode = remoteCode;
  }
}
