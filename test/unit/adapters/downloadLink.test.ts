// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { saveViaDownloadLink } from '../../../adapters/browser/saveFile';
import { numbered, reusedBufferStream } from '../../support/reusedChunks';

describe('a download per part (no folder picker)', () => {
  it('saves the bytes each chunk had when it was read, though the source writes the next file into the same buffer', async () => {
    const chunks = numbered(4, 500);
    const linked: Blob[] = [];
    const spy = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      linked.push(blob as Blob);
      return 'blob:http://console.test/part';
    });
    try {
      await saveViaDownloadLink('定制图_2.zip', reusedBufferStream(chunks), { mimeType: 'application/zip' });
    } finally {
      spy.mockRestore();
    }
    expect(linked[0]!.type).toBe('application/zip');
    expect(Buffer.from(await linked[0]!.arrayBuffer()).equals(Buffer.concat(chunks))).toBe(true);
  });
});
