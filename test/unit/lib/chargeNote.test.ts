// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { ImageRef } from '../../../contract/credits';
import { leaveCharges, startChargeNote, takeLeftCharges, type ChargeNoteDeps } from '../../../src/lib/chargeNote';
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
