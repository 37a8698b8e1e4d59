// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { ImageRef, RefundResult } from '../../../contract/credits';
import { leaveCharges, refundLeftCharges, startChargeNote, takeLeftCharges, type ChargeNoteDeps } from '../../../src/lib/chargeNote';
import { safeStorage } from '../../../src/lib/safeStorage';

function notes() {
  const held = new Set<string>();
  let n = 0;
  const deps: ChargeNoteDeps = {
    shelf: { key: 'pcc.downloadCharges.', lock: 'download-charges:' },
    storage: safeStorage(() => window.localStorage),
    holdLock: (name) => {
      held.add(name);
      return () => held.delete(name);
    },
    heldLocks: async (prefix) => new Set([...held].filter((name) => name.startsWith(prefix)).map((name) => name.slice(prefix.length))),
    newId: () => `n${++n}`,
  };
  window.localStorage.clear();
  return { deps, held };
}

const ref = (item: string, infoIndex = 0): ImageRef => ({ orderId: 'o1', orderItemId: item, infoIndex });

describe('the note of what running work charged and has not settled', () => {
  it('keeps each kind of work on its own shelf: a push’s notes are not a download’s to settle', async () => {
    const { deps, held } = notes();
    const pushes = { ...deps, shelf: { key: 'pcc.pushCharges.', lock: 'push-charges:' } };
    startChargeNote(pushes, 'demo').charged([ref('p')]);
    startChargeNote(deps, 'demo').charged([ref('d')]);
    held.clear();
    expect(await takeLeftCharges(deps, 'demo')).toEqual([ref('d')]);
    expect(await takeLeftCharges(pushes, 'demo')).toEqual([ref('p')]);
  });

  it('keeps the undelivered charges while the download runs, and is left alone while its tab holds it', async () => {
    const { deps } = notes();
    const note = startChargeNote(deps, 'demo');
    note.charged([ref('a'), ref('b'), ref('c')]);
    note.delivered(['a:0']);
    expect(await takeLeftCharges(deps, 'demo')).toEqual([]);
    note.finish();
    expect(await takeLeftCharges(deps, 'demo')).toEqual([]);
    expect(window.localStorage.length).toBe(0);
  });

  it('hands a note left behind (its lock freed) to the next visit of the same account, once', async () => {
    const { deps, held } = notes();
    const note = startChargeNote(deps, 'demo');
    note.charged([ref('a'), ref('b')]);
    note.delivered(['b:0']);
    // The tab closed: the browser frees the lock.
    held.clear();
    expect(await takeLeftCharges(deps, 'tbtest_audit')).toEqual([]);
    expect(await takeLeftCharges(deps, 'demo')).toEqual([ref('a')]);
    expect(await takeLeftCharges(deps, 'demo')).toEqual([]);
  });

  it('stays, unlocked, when the download could not settle its charges; leaveCharges puts refs back', async () => {
    const { deps } = notes();
    const note = startChargeNote(deps, 'demo');
    note.charged([ref('a')]);
    note.leave();
    expect(await takeLeftCharges(deps, 'demo')).toEqual([ref('a')]);
    leaveCharges(deps, 'demo', [ref('z', 2)]);
    expect(await takeLeftCharges(deps, 'demo')).toEqual([ref('z', 2)]);
  });

  it('keeps a charge sent and not yet answered, so a reload before the answer still refunds it', async () => {
    const { deps, held } = notes();
    const note = startChargeNote(deps, 'demo');
    note.charged([ref('a')]);
    note.charging([ref('a'), ref('b'), ref('c')]);
    // The tab reloads before the charge answers.
    held.clear();
    expect(await takeLeftCharges(deps, 'demo')).toEqual([ref('a'), ref('b'), ref('c')]);
  });

  it('drops what was pending once the charge answers, or is refused', async () => {
    const { deps, held } = notes();
    const answered = startChargeNote(deps, 'demo');
    answered.charging([ref('a'), ref('b')]);
    // b was charged before this download: the answer names a alone.
    answered.charged([ref('a')]);
    const refused = startChargeNote(deps, 'demo');
    refused.charging([ref('c')]);
    refused.notCharged();
    held.clear();
    expect(await takeLeftCharges(deps, 'demo')).toEqual([ref('a')]);
  });

  it('reads a note written before pending charges were kept', async () => {
    const { deps } = notes();
    window.localStorage.setItem('pcc.downloadCharges.old', JSON.stringify({ id: 'old', username: 'demo', refs: [ref('a')] }));
    expect(await takeLeftCharges(deps, 'demo')).toEqual([ref('a')]);
  });

  it('ignores a note it cannot read, and drops it', async () => {
    const { deps } = notes();
    window.localStorage.setItem('pcc.downloadCharges.x', '{"id":"x","username":"demo","refs":[{"orderId":1}]}');
    expect(await takeLeftCharges(deps, 'demo')).toEqual([]);
    expect(window.localStorage.length).toBe(0);
  });
});

describe('refunding the charges left behind, under the service’s rule', () => {
  const answer = (over: Partial<RefundResult> = {}): RefundResult => ({ refundedImages: 0, refundedCredits: 0, servedImages: 0, pushedImages: 0, credits: 0, ...over });
  const refs = (n: number) => Array.from({ length: n }, (_, index) => ref(`i${index}`));

  it.each([
    ['all given back', answer({ refundedImages: 3, refundedCredits: 180 }), { refundedImages: 3, refundedCredits: 180, servedImages: 0, pushedImages: 0, skippedImages: 0 }],
    ['one a factory accepted, one served', answer({ refundedImages: 1, refundedCredits: 60, servedImages: 1, pushedImages: 1 }), { refundedImages: 1, refundedCredits: 60, servedImages: 1, pushedImages: 1, skippedImages: 0 }],
    ['none charged any more (never arrived, refunded already, too old)', answer(), { refundedImages: 0, refundedCredits: 0, servedImages: 0, pushedImages: 0, skippedImages: 3 }],
    ['a service that does not count pushedImages', { refundedImages: 2, refundedCredits: 120, servedImages: 0, credits: 0 }, { refundedImages: 2, refundedCredits: 120, servedImages: 0, pushedImages: 0, skippedImages: 1 }],
  ])('sums what came back and why the rest did not: %s', async (_, reply, expected) => {
    expect(await refundLeftCharges(async () => reply, refs(3))).toEqual({ ...expected, unsettled: [] });
  });

  it('refunds in batches of 500 and keeps, from the first batch that finds no answer, the rest for a later visit', async () => {
    const asked: number[] = [];
    const outcome = await refundLeftCharges(async ({ images }) => {
      asked.push(images.length);
      if (asked.length === 2) throw new TypeError('Failed to fetch');
      return answer({ refundedImages: images.length, refundedCredits: images.length * 60 });
    }, refs(1200));
    expect(asked).toEqual([500, 500]);
    expect(outcome.refundedImages).toBe(500);
    expect(outcome.unsettled).toHaveLength(700);
    expect(outcome.unsettled[0]).toEqual(ref('i500'));
  });
});
