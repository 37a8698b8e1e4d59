/**
 * How bytes travel, and nothing else: the channel and the host never know which transport they
 * run on (the my web-view, a parent window, or memory in tests).
 */
export interface Transport {
  /** Sends one plain JSON object to the peer. */
  send(message: object): void;
  /** Every incoming message, unchecked: the caller parses and validates. Returns an unsubscribe. */
  subscribe(listener: (message: unknown) => void): () => void;
  /** Stops sending and receiving, and releases whatever the transport hooked into. */
  destroy(): void;
  /**
   * The channel stopped waiting for the reply to request `id` (timed out, aborted, or never sent): a
   * transport that tracks requests (the session recorder) drops it. A reply arriving later is ignored
   * by the channel, so nothing may treat it as an answer either.
   */
  forget?(id: string): void;
}
