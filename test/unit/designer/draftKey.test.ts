// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { draftKey } from '../../../src/features/designer/drafts/designDraft';

describe('draft keys are per account', () => {
  it('differ between accounts for the same template and the same new-template group', () => {
    expect(draftKey('demo', 't1', 'g1')).not.toBe(draftKey('tbtest_audit', 't1', 'g1'));
    expect(draftKey('demo', null, 'g1')).not.toBe(draftKey('tbtest_audit', null, 'g1'));
    expect(draftKey('demo', 't1', 'g1')).toBe(draftKey('demo', 't1', 'g2'));
  });

  it('cannot be forged by an account name holding the separator', () => {
    // 'a:b' with template 'c' against 'a' with template 'b:c'.
    expect(draftKey('a:b', 'c', 'g')).not.toBe(draftKey('a', 'b:c', 'g'));
  });

  it('never match the unowned keys of before, which are not offered to anyone', () => {
    expect(draftKey('demo', 't1', 'g1')!.startsWith('designer:draft:')).toBe(false);
  });

  it('are none without a known account: nothing is kept or offered', () => {
    expect(draftKey(null, 't1', 'g1')).toBeNull();
    expect(draftKey('', null, 'g1')).toBeNull();
  });
});
