/**
 * The bytes of a PDF file, handed out in the order they are written, so that a caller can stream them:
 * numbered objects, streams whose data arrives in chunks, and the cross-reference table at the end. It
 * keeps only each object's offset. Text is Latin-1 PDF syntax; anything else travels in streams.
 */

export const latin1 = (text: string): Uint8Array<ArrayBuffer> => {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 0xff;
  return bytes;
};

/** A number in PDF syntax: at most 4 decimals, no exponent, no "-0". */
export function pdfNumber(value: number): string {
  const rounded = Math.round(value * 10000) / 10000;
  return Object.is(rounded, -0) || rounded === 0 ? '0' : String(rounded);
}

export class PdfWriter {
  private offset = 0;
  private readonly offsets: number[] = [];

  /** A new object number, for an object written later (an indirect /Length, a page written after its images). */
  reserve(): number {
    this.offsets.push(-1);
    return this.offsets.length;
  }

  private out(bytes: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
    this.offset += bytes.byteLength;
    return bytes;
  }

  private begin(num: number): string {
    this.offsets[num - 1] = this.offset;
    return `${num} 0 obj\n`;
  }

  /** The file's header: version 1.6, and four bytes above 127 so that a transfer treats it as binary. */
  header(): Uint8Array<ArrayBuffer> {
    const head = latin1('%PDF-1.6\n%\xe2\xe3\xcf\xd3\n');
    return this.out(head);
  }

  /** A whole object; `num` from reserve(). */
  object(num: number, body: string): Uint8Array<ArrayBuffer> {
    return this.out(latin1(`${this.begin(num)}${body}\nendobj\n`));
  }

  /** A stream whose data is all here: its dictionary (without /Length), then the data. */
  stream(num: number, dict: string, data: Uint8Array): Uint8Array<ArrayBuffer> {
    const head = latin1(`${this.begin(num)}<<${dict} /Length ${data.byteLength}>>\nstream\n`);
    const tail = latin1('\nendstream\nendobj\n');
    const bytes = new Uint8Array(head.byteLength + data.byteLength + tail.byteLength);
    bytes.set(head);
    bytes.set(data, head.byteLength);
    bytes.set(tail, head.byteLength + data.byteLength);
    return this.out(bytes);
  }

  /** The start of a stream whose data follows in chunks (each through data()); its length is object `lengthNum`. */
  streamStart(num: number, dict: string, lengthNum: number): Uint8Array<ArrayBuffer> {
    return this.out(latin1(`${this.begin(num)}<<${dict} /Length ${lengthNum} 0 R>>\nstream\n`));
  }

  /** A chunk of the current stream's data, counted. */
  data<T extends Uint8Array<ArrayBuffer>>(chunk: T): T {
    this.offset += chunk.byteLength;
    return chunk;
  }

  streamEnd(): Uint8Array<ArrayBuffer> {
    return this.out(latin1('\nendstream\nendobj\n'));
  }

  /** The cross-reference table and the trailer; every reserved object must have been written. */
  finish(rootNum: number): Uint8Array<ArrayBuffer> {
    const missing = this.offsets.indexOf(-1);
    if (missing >= 0) throw new Error(`PDF object ${missing + 1} was reserved but never written`);
    const start = this.offset;
    const rows = this.offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
    const size = this.offsets.length + 1;
    return this.out(latin1(`xref\n0 ${size}\n0000000000 65535 f \n${rows}trailer\n<</Size ${size} /Root ${rootNum} 0 R>>\nstartxref\n${start}\n%%EOF\n`));
  }
}
