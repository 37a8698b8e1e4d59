/**
 * A PDF's chunks (sheetPdf, slotmapPdf) kept as they come, with their total size: an archive that needs a
 * file's size before its data (a stored ZIP entry's header) streams them from here, and they are never
 * joined into one buffer, so the PDF sits in memory once (its images deflated), and less as it is written:
 * each chunk is let go once handed on.
 */
export interface KeptChunks {
  size: number;
  /** The chunks in order; read once (each is let go as it is handed on). */
  chunks: () => AsyncGenerator<Uint8Array>;
}

export async function keepChunks(source: AsyncIterable<Uint8Array>): Promise<KeptChunks> {
  const parts: (Uint8Array | null)[] = [];
  let size = 0;
  for await (const chunk of source) {
    parts.push(chunk);
    size += chunk.byteLength;
  }
  let read = false;
  return {
    size,
    async *chunks() {
      if (read) throw new Error('The PDF was read already: its chunks are let go as they are read');
      read = true;
      for (let i = 0; i < parts.length; i++) {
        const part = parts[i]!;
        parts[i] = null;
        yield part;
      }
    },
  };
}
