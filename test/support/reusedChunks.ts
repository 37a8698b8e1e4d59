/**
 * A stream that hands out every chunk in one buffer, overwritten when the next chunk is read and when the
 * stream ends: how the bulk download lends its pooled buffers (SaveTarget.saveFile). A target that kept a
 * chunk past that saves the overwritten bytes.
 */
export function reusedBufferStream(chunks: readonly Uint8Array[]): ReadableStream<Uint8Array> {
  const buffer = new Uint8Array(Math.max(1, ...chunks.map((chunk) => chunk.byteLength)));
  let next = 0;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        buffer.fill(0xee);
        if (next === chunks.length) return controller.close();
        const chunk = chunks[next++]!;
        buffer.set(chunk);
        controller.enqueue(buffer.subarray(0, chunk.byteLength));
      },
    },
    { highWaterMark: 0 },
  );
}

export const numbered = (count: number, length: number): Uint8Array[] =>
  Array.from({ length: count }, (_, n) => Uint8Array.from({ length }, (_, i) => (n * 7 + i) & 0xff));
