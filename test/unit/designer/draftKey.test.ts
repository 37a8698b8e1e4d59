// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { draftKey, draftScope, draftsToOffer, openingOfKey, takenOverDraft, type DesignDraft } from '../../../src/features/designer/drafts/designDraft';

describe('draft keys are per account', () => {
  it('differ between accounts for the same template and the same new-template group', () => {
    expect(draftKey('demo', 't1', 'g1', 'o1')).not.toBe(draftKey('tbtest_audit', 't1', 'g1', 'o1'));
    expect(draftKey('demo', null, 'g1', 'o1')).not.toBe(draftKey('tbtest_audit', null, 'g1', 'o1'));
    expect(draftKey('demo', 't1', 'g1', 'o1')).toBe(draftKey('demo', 't1', 'g2', 'o1'));
  });

  it('cannot be forged by an account name holding the separator', () => {
    // 'a:b' with template 'c' against 'a' with template 'b:c'.
    expect(draftKey('a:b', 'c', 'g', 'o1')).not.toBe(draftKey('a', 'b:c', 'g', 'o1'));
  });

  it('never match the unowned keys of before, which are not offered to anyone', () => {
    expect(draftKey('demo', 't1', 'g1', 'o1')!.startsWith('designer:draft:')).toBe(false);
  });

  it('are none without a known account: nothing is kept or offered', () => {
    expect(draftKey(null, 't1', 'g1', 'o1')).toBeNull();
    expect(draftKey('', null, 'g1', 'o1')).toBeNull();
  });
});

describe('drafts are per opening of the designer', () => {
  const scope = draftScope('demo', 't1', 'g1')!;
  const draft = (savedAt: number, baseRevision?: number): DesignDraft => ({
    savedAt,
    templateId: 't1',
    groupId: 'g1',
    name: '',
    baseRevision,
    canvas: { width: 500, height: 1044 },
    layers: [],
    images: {},
  });
  const at = (opening: string | null, saved: DesignDraft) => ({ key: opening === null ? scope : `${scope}:${opening}`, draft: saved });
  const template = { updatedAt: 1000, revision: 5 };

  it('keys two tabs on one template apart, within one scope', () => {
    const a = draftKey('demo', 't1', 'g1', 'tab-a')!;
    const b = draftKey('demo', 't1', 'g1', 'tab-b')!;
    expect(a).not.toBe(b);
    expect(openingOfKey(a, scope)).toBe('tab-a');
    expect(openingOfKey(b, scope)).toBe('tab-b');
    expect(openingOfKey(draftKey('demo', 't10', 'g1', 'tab-a')!, scope)).toBeNull();
  });

  it('never offers or deletes a draft another open tab is still writing', () => {
    const { offers, stale } = draftsToOffer([at('tab-b', draft(2000, 5)), at('tab-c', draft(10, 5))], scope, new Set(['tab-b', 'tab-c']), template);
    expect(offers).toEqual([]);
    expect(stale).toEqual([]);
  });

  it('offers every draft closed tabs left, newest first, a draft that another save overtook too', () => {
    const overtaken = at('tab-b', draft(900, 3));
    const newer = at('tab-c', draft(1500, 5));
    // Both at once: the older is shown beside the newer, never kept back for a later opening.
    expect(draftsToOffer([overtaken, newer], scope, new Set(), template).offers).toEqual([newer, overtaken]);
    // Written before the other tab's save, on the revision before it: still unsaved work, offered.
    expect(draftsToOffer([overtaken], scope, new Set(), template).offers).toEqual([overtaken]);
  });

  it('offers a draft on the saved revision even when the PC clock is behind the server', () => {
    // Written after revision 5 was read, at 900 on a clock ten minutes slow, while the server says 1000.
    const slowClock = at('tab-b', draft(900, 5));
    expect(draftsToOffer([slowClock], scope, new Set(), template)).toEqual({ offers: [slowClock], stale: [] });
  });

  it('drops an old per-template draft (no revision) older than the save, as before', () => {
    const legacy = at(null, draft(900));
    expect(draftsToOffer([legacy], scope, new Set(), template)).toEqual({ offers: [], stale: [legacy] });
    expect(draftsToOffer([at(null, draft(1200))], scope, new Set(), template).offers.map(({ key }) => key)).toEqual([scope]);
  });

  it('never offers a draft another one took over on 恢复: its work is in that one, kept or being written', () => {
    const left = at('tab-b', draft(1500, 5));
    const restoring = { key: `${scope}:tab-c`, draft: takenOverDraft(left.draft, left.key, { layers: [], images: {}, baseRevision: 5 }) };
    // A crash between writing the taken-over draft and deleting the old: the old one goes, the new one is offered.
    expect(draftsToOffer([left, restoring], scope, new Set(), template)).toEqual({ offers: [restoring], stale: [left] });
    // The restoring tab is still open: neither is offered, and its own draft is not touched.
    expect(draftsToOffer([left, restoring], scope, new Set(['tab-c']), template)).toEqual({ offers: [], stale: [left] });
  });
});

describe('a draft taken over on 恢复', () => {
  it('is the same work at the new image URLs, based on the revision the designer now saves against', () => {
    const image = new Blob(['png']);
    const old: DesignDraft = {
      savedAt: 1234,
      templateId: 't1',
      groupId: 'g1',
      name: '改过的名字',
      canvas: { width: 500, height: 1044 },
      layers: [],
      images: { 'blob:old': image },
    };
    const taken = takenOverDraft(old, 'designer:accountDraft:demo:t1:tab-b', { layers: [], images: { 'blob:new': image }, baseRevision: 7 });
    expect(taken).toEqual({ ...old, images: { 'blob:new': image }, baseRevision: 7, restoredFrom: 'designer:accountDraft:demo:t1:tab-b' });
  });
});
