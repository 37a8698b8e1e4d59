/**
 * Deflate (zlib) with the platform's own CompressionStream (Chromium 80+, Node 18+), as a PDF's /FlateDecode
 * streams take it: chunks in, compressed chunks out as they come, so neither side is held whole (in
 * Chromium the writer waits while the output is unread; Node's stream takes all input and queues its
 * output). Each chunk handed in must not be changed afterwards (the stream may still be reading it).
 */
export async function* deflateChunks(chunks: Iterable<Uint8Array<ArrayBuffer>>): AsyncGenerator<Uint8Array<ArrayBuffer>> {
  const stream = new CompressionStream('deflate');
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  let feedError: unknown = null;
  const feeding = (async () => {
    try {
      for (const chunk of chunks) {
        await writer.ready;
        // Not awaited: the write settles only once the reader below has taken its output.
        writer.write(chunk).catch(() => {});
      }
      await writer.close();
    } catch (error) {
      feedError = error;
      await reader.cancel(error).catch(() => {});
    }
  })();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      yield value as Uint8Array<ArrayBuffer>;
    }
    await feeding;
    if (feedError) throw feedError;
  } finally {
    // An early return (the consumer stopped): end the compressor and the feeding.
    await reader.cancel().catch(() => {});
    await writer.abort().catch(() => {});
    await feeding;
  }
}

/** A small whole buffer deflated (a page's content stream). */
export async function deflateBytes(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  for await (const part of deflateChunks([bytes])) {
    parts.push(part);
    size += part.byteLength;
  }
  const whole = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.byteLength;
  }
  return whole;
}
