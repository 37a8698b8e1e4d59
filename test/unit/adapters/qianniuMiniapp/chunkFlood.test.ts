import { describe, expect, it } from 'vitest';
import { DEFAULT_RECEIVER_LIMITS } from '../../../../bridge/chunkLimits';
import { CHUNK_BYTES, UNKNOWN_SIZE } from '../../../../bridge/chunkProtocol';
import { CHUNK_TEXT } from '../../../../bridge/messages';
import { hang } from '../../../support/fakeCalls';
import { bytesOf, settle, setup } from './harness';

/** What the attack sent: 1,200 chunks of 256 KiB, about 420 MB of base64, without waiting for a reply. */
const FLOOD = 1_200;

type Outcome = 'waiting' | 'written' | { code: unknown; message: unknown };

describe('a sender that floods the host with chunks while a write hangs', () => {
  it('has all but a small backlog refused at once with CHUNK_BACKLOG_FULL, none queued, and can go on once the write ends', async () => {
    const s = setup();
    s.fake.next('writeFile', hang);
    const chunk = s.host.handlers['file.saveChunk']!;
    const { saveId } = await s.host.handlers['file.saveBegin']!({ fileName: '订单.zip', size: UNKNOWN_SIZE, mimeType: 'application/zip' });
    // One text for every chunk: the test holds it once, whatever the host holds of it.
    const data = Buffer.from(bytesOf(CHUNK_BYTES)).toString('base64');

    const outcomes: Outcome[] = [];
    const replies: Promise<unknown>[] = [];
    for (let index = 0; index < FLOOD; index++) {
      outcomes.push('waiting');
      let reply: Promise<unknown>;
      try {
        reply = Promise.resolve(chunk({ saveId, index, data }));
      } catch (error) {
        reply = Promise.reject(error);
      }
      replies.push(
        reply.then(
          () => (outcomes[index] = 'written'),
          (error: { code?: unknown; message?: unknown }) => (outcomes[index] = { code: error.code, message: error.message }),
        ),
      );
    }
    await settle();

    const { maxPendingChunks, maxPendingBytes } = DEFAULT_RECEIVER_LIMITS.save;
    // What the host still holds for the hung write: the bound, not 1,200 chunks.
    const waiting = outcomes.filter((outcome) => outcome === 'waiting').length;
    expect(waiting).toBe(maxPendingChunks);
    expect(waiting * data.length).toBeLessThanOrEqual(maxPendingBytes);
    expect(outcomes.slice(0, waiting)).toEqual(Array(waiting).fill('waiting'));
    // The first chunk past the bound hears why; the later ones are out of order, since it was not taken.
    expect(outcomes[waiting]).toEqual({ code: 'CHUNK_BACKLOG_FULL', message: CHUNK_TEXT.backlogFull });
    expect(outcomes.slice(waiting + 1).every((outcome) => typeof outcome === 'object' && outcome.code === 'CHUNK_OUT_OF_ORDER')).toBe(true);
    // Only the first write reached the client; nothing else was started behind it.
    expect(s.fake.callsOf('writeFile')).toHaveLength(1);
    expect(s.fake.callsOf('appendFile')).toHaveLength(0);

    // The write ends: what was taken is written, and the sender goes on where the host stopped taking.
    s.fake.pending[0]!.answer();
    await Promise.all(replies);
    expect(outcomes.slice(0, waiting)).toEqual(Array(waiting).fill('written'));
    await expect(chunk({ saveId, index: waiting, data })).resolves.toEqual({ received: (waiting + 1) * CHUNK_BYTES });
    await expect(s.host.handlers['file.saveCommit']!({ saveId })).resolves.toEqual({ saved: true, size: (waiting + 1) * CHUNK_BYTES });
    expect(s.host.openTransfers()).toBe(0);
  });

  it('bounds the bytes waiting across transfers too: a chunk of another transfer is refused while the backlog is full', async () => {
    const s = setup({ limits: { upload: { maxPendingBytes: 3 * 4 } } });
    s.fake.next('writeFile', hang);
    const begin = s.host.handlers['cloudFile.uploadBegin']!;
    const chunk = s.host.handlers['cloudFile.uploadChunk']!;
    const first = (await begin({ fileName: 'a.png', size: 6, mimeType: 'image/png' })).uploadId;
    const second = (await begin({ fileName: 'b.png', size: 6, mimeType: 'image/png' })).uploadId;
    const held = [chunk({ uploadId: first, index: 0, data: 'AAAA' }), chunk({ uploadId: first, index: 1, data: 'AAAA' })];
    s.fake.next('writeFile', hang);
    held.push(chunk({ uploadId: second, index: 0, data: 'AAAA' }));
    expect(() => chunk({ uploadId: second, index: 1, data: 'AAAA' })).toThrow(expect.objectContaining({ code: 'CHUNK_BACKLOG_FULL' }));
    await settle();
    for (const pending of [...s.fake.pending]) pending.answer();
    await expect(Promise.all(held)).resolves.toEqual([{ received: 3 }, { received: 6 }, { received: 3 }]);
    await expect(chunk({ uploadId: second, index: 1, data: 'AAAA' })).resolves.toEqual({ received: 6 });
  });
});
