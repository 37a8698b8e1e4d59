// Template groups (spec 2 §2, §3, §5): creation order, the name rule (请输入分组名称, trimmed), rename, and
// the delete that takes the group's templates with it.
import { beforeEach, describe, expect, it } from 'vitest';
import type { DevApi } from '../../../adapters/mock/devApi';
import type { DesignTemplate, TemplateGroup } from '../../../contract/templates';
import { freshApi } from './helpers';
import { client, subAccountToken, type Client } from './catalogueHelpers';
import { GROUPS, TEMPLATES, fileIdOfUrl, groupNamed, inputOf, layerInput, listOf, templateInput, uploadLayerImage } from './templateHelpers';
import { TEMPLATE_GROUP_NAME_LIMIT } from '../../../contract/names';

const REQUIRED = '请输入分组名称';

describe('dev API template groups', () => {
  let api: DevApi;
  let c: Client;
  beforeEach(() => {
    api = freshApi();
    c = client(api);
  });

  it('lists the groups in creation order, each {id, name}', async () => {
    const groups = await c.get<TemplateGroup[]>(GROUPS);
    expect(groups.map((group) => group.name)).toEqual(['热门模板', '节日模板']);
    for (const group of groups) expect(Object.keys(group)).toEqual(['id', 'name']);
    const created = await c.ok<TemplateGroup>('POST', GROUPS, { name: '  新品  ' });
    expect(created).toEqual({ id: expect.any(String), name: '新品' });
    await c.ok('POST', GROUPS, { name: '周年庆' });
    expect((await c.get<TemplateGroup[]>(GROUPS)).map((group) => group.name)).toEqual(['热门模板', '节日模板', '新品', '周年庆']);
    // A new group is empty, not unknown.
    expect(await listOf(c, created.id)).toEqual([]);
  });

  it('requires a name after trimming, on create and on rename', async () => {
    for (const name of ['', '   ', '\t\n', '\u200d', '\ufe0f\ufe0f', undefined, null, 12]) {
      expect((await c.fails('POST', GROUPS, { name }, 400)).message).toBe(REQUIRED);
    }
    const hot = await groupNamed(c, '热门模板');
    expect((await c.fails('PATCH', `${GROUPS}/${hot.id}`, { name: '  ' }, 400)).message).toBe(REQUIRED);
    expect((await c.fails('PATCH', `${GROUPS}/${hot.id}`, {}, 400)).message).toBe(REQUIRED);
    // A refused body changes nothing.
    expect((await c.get<TemplateGroup[]>(GROUPS)).map((group) => group.name)).toEqual(['热门模板', '节日模板']);
  });

  it('limits a name to 12 wide, a double-width character counting 2, like an asset collection', async () => {
    const TOO_LONG = TEMPLATE_GROUP_NAME_LIMIT.tooLong;
    expect((await c.fails('POST', GROUPS, { name: '一个相当长的模板分组名称' }, 400)).message).toBe(TOO_LONG);
    expect((await c.fails('POST', GROUPS, { name: 'abcdefghijklm' }, 400)).message).toBe(TOO_LONG);
    const hot = await groupNamed(c, '热门模板');
    expect((await c.fails('PATCH', `${GROUPS}/${hot.id}`, { name: '七个汉字的名称' }, 400)).message).toBe(TOO_LONG);
    // Counted after trimming; exactly 12 is allowed.
    expect((await c.ok<TemplateGroup>('POST', GROUPS, { name: '  六个汉字分组  ' })).name).toBe('六个汉字分组');
    expect((await c.ok<TemplateGroup>('POST', GROUPS, { name: '双11大促abcd' })).name).toBe('双11大促abcd');
    expect((await c.get<TemplateGroup[]>(GROUPS)).map((group) => group.name)).toEqual(['热门模板', '节日模板', '六个汉字分组', '双11大促abcd']);
  });

  it('refuses characters that turn the direction of the text, and names made long out of marks', async () => {
    expect((await c.fails('POST', GROUPS, { name: '\u202e组测试' }, 400)).message).toBe('名称不能包含改变文字方向的控制字符');
    const TOO_LONG = TEMPLATE_GROUP_NAME_LIMIT.tooLong;
    expect((await c.fails('POST', GROUPS, { name: '\u{1F3FB}'.repeat(3000) }, 400)).message).toBe(TOO_LONG);
    // Combining marks count: four on each of three characters is 18 wide; a hundred on one is a pile the names rule refuses.
    expect((await c.fails('POST', GROUPS, { name: ('组' + '\u0301'.repeat(4)).repeat(3) }, 400)).message).toBe(TOO_LONG);
    expect((await c.fails('POST', GROUPS, { name: '组' + '\u0301'.repeat(100) }, 400)).message).toBe('名称不能包含不可见字符');
    expect((await c.get<TemplateGroup[]>(GROUPS)).map((group) => group.name)).toEqual(['热门模板', '节日模板']);
  });

  it('renames, trimming; a body id must be the path id; 404 for an unknown group', async () => {
    const hot = await groupNamed(c, '热门模板');
    expect(await c.ok<TemplateGroup>('PATCH', `${GROUPS}/${hot.id}`, { name: ' 爆款 ' })).toEqual({ id: hot.id, name: '爆款' });
    expect((await c.get<TemplateGroup[]>(GROUPS)).map((group) => group.name)).toEqual(['爆款', '节日模板']);
    const festival = await groupNamed(c, '节日模板');
    await c.fails('PATCH', `${GROUPS}/${hot.id}`, { id: festival.id, name: '别的' }, 400);
    expect((await c.fails('PATCH', `${GROUPS}/424242`, { name: '不存在' }, 404)).code).toBe('RECORD_NOT_FOUND');
    await c.fails('PATCH', `${GROUPS}/${hot.id}`, 'not json', 400);
  });

  it('deletes a group with its templates, and only those', async () => {
    const hot = await groupNamed(c, '热门模板');
    const festival = await groupNamed(c, '节日模板');
    const fileId = await uploadLayerImage(api);
    await c.ok('POST', TEMPLATES, templateInput(hot.id, [layerInput(fileId, 'u-1')]));
    const doomed = await listOf(c, hot.id);
    expect(doomed).toHaveLength(4);
    const festivalBefore = await listOf(c, festival.id);

    expect(await c.ok('DELETE', `${GROUPS}/${hot.id}`)).toEqual({});
    expect((await c.get<TemplateGroup[]>(GROUPS)).map((group) => group.name)).toEqual(['节日模板']);
    await c.fails('GET', `${TEMPLATES}?collectionId=${hot.id}`, undefined, 404);
    for (const template of doomed) {
      await c.fails('GET', `${TEMPLATES}/${template.id}`, undefined, 404);
      await c.fails('POST', `${TEMPLATES}/${template.id}/copy`, undefined, 404);
    }
    expect(await listOf(c, festival.id)).toEqual(festivalBefore);
    // The files stay: other records may use them.
    expect(api.files.get(fileId)?.status).toBe('uploaded');
    // A save into the deleted group is refused.
    await c.fails('POST', TEMPLATES, templateInput(hot.id, [layerInput(fileId, 'u-2')]), 400);
    await c.fails('DELETE', `${GROUPS}/${hot.id}`, undefined, 404);
  });

  it('keeps a template moved out of a group when that group is deleted', async () => {
    const hot = await groupNamed(c, '热门模板');
    const festival = await groupNamed(c, '节日模板');
    const [first] = await listOf(c, hot.id);
    const full = await c.get<DesignTemplate>(`${TEMPLATES}/${first!.id}`);
    // Move it by saving it with the other group, with the layer files it has.
    const fileIds = full.layers.map((layer) => fileIdOfUrl(layer.imageUrl));
    await c.ok('PUT', `${TEMPLATES}/${first!.id}`, { ...inputOf(full, fileIds), collectionId: festival.id });
    await c.ok('DELETE', `${GROUPS}/${hot.id}`);
    expect((await listOf(c, festival.id)).map((template) => template.id)).toContain(first!.id);
  });

  it('refuses a sub-account', async () => {
    const sub = client(api, subAccountToken(api));
    expect((await sub.fails('GET', GROUPS, undefined, 400)).code).toBe('SUB_ACCOUNT_DENIED');
    expect((await sub.fails('POST', GROUPS, { name: 'x' }, 400)).code).toBe('SUB_ACCOUNT_DENIED');
  });
});
