// A template group name is at most 12 wide (a double-width character counts 2), in the
// form and at the dev API alike, with the asset collections' wording.
import { describe, expect, it } from 'vitest';
import { groupNameError } from '../../../src/features/templates/GroupFormModal';
import { TEMPLATE_GROUP_NAME_LIMIT } from '../../../contract/names';

describe('template group names', () => {
  it('are required once trimmed', () => {
    for (const blank of ['', '   ', undefined, '\u200d', '\ufe0f\ufe0f']) expect(groupNameError(blank)).toBe('请输入分组名称');
  });

  it('may not turn the direction of the sentence they are shown in', () => {
    expect(groupNameError('\u202e组测试')).toBe('名称不能包含改变文字方向的控制字符');
  });

  it('are at most 12 wide, counted after trimming', () => {
    expect(groupNameError(' 六个汉字分组 ')).toBeUndefined();
    expect(groupNameError('abcdefghijkl')).toBeUndefined();
    expect(groupNameError('双11大促abcd')).toBeUndefined();
    expect(groupNameError('七个汉字的名称')).toBe(TEMPLATE_GROUP_NAME_LIMIT.tooLong);
    expect(groupNameError('abcdefghijklm')).toBe(TEMPLATE_GROUP_NAME_LIMIT.tooLong);
  });
});
