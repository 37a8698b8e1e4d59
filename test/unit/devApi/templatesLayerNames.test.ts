// Node, as on the dev server. The designer's layer name and group (contract/templates.ts: extra fields, not
// spec 2 §3's) are kept when sent and answered only then, under the names rule (LAYER_NAME_LIMIT).
import { beforeEach, describe, expect, it } from 'vitest';
import { createDevApi, type DevApi } from '../../../adapters/mock/devApi';
import { readSeedFileFromDisk } from '../../../adapters/mock/devApi/http/nodeMiddleware';
import type { DesignTemplate, TemplateGroup } from '../../../contract/templates';
import type { LayerInput } from '../../../contract/templateBody';
import { client, type Client } from './catalogueHelpers';
import { BASE as ORIGIN } from './helpers';
import { GROUPS, TEMPLATES, layerInput, templateInput, uploadLayerImage } from './templateHelpers';
import { LAYER_NAME_LIMIT } from '../../../contract/names';

describe('dev API: layer names and groups', () => {
  let api: DevApi;
  let c: Client;
  let group: TemplateGroup;
  let image: string;
  beforeEach(async () => {
    api = createDevApi({ origin: ORIGIN, readSeedFile: readSeedFileFromDisk });
    c = client(api);
    group = await c.ok<TemplateGroup>('POST', GROUPS, { name: '名称分组' });
    image = await uploadLayerImage(api, 'named.png');
  });

  const create = (over: Record<string, unknown>) => templateInput(group.id, [layerInput(image, 'a', over as Partial<LayerInput>), layerInput(image, 'b')]);

  it('keeps a name, a group id and a group name when sent, trimmed, and answers none for a layer sent without', async () => {
    const created = await c.ok<DesignTemplate>('POST', TEMPLATES, create({ name: ' 爱心主图 ', groupId: 'g-1', groupName: '编组 1' }));
    expect(created.layers[0]).toMatchObject({ name: '爱心主图', groupId: 'g-1', groupName: '编组 1' });
    expect(Object.keys(created.layers[1]!)).not.toEqual(expect.arrayContaining(['name']));
    expect((await c.get<DesignTemplate>(`${TEMPLATES}/${created.id}`)).layers[0]).toMatchObject({ name: '爱心主图', groupId: 'g-1' });
  });

  it('refuses a name past 30 characters, a blank one, an invisible character, and a group id that is not a word, naming the layer and the field', async () => {
    const refused = async (over: Record<string, unknown>) => (await c.fails('POST', TEMPLATES, create(over), 400)).message;
    expect(await refused({ name: '字'.repeat(31) })).toBe(`layers[0].name ${LAYER_NAME_LIMIT.tooLong}`);
    expect(await refused({ groupId: 'g-1', groupName: '字'.repeat(31) })).toBe(`layers[0].groupName ${LAYER_NAME_LIMIT.tooLong}`);
    expect(await refused({ name: '  ' })).toBe('layers[0].name 请输入图层名称');
    expect(await refused({ name: '' })).toBe('layers[0].name 请输入图层名称');
    expect(await refused({ name: '华\u200b为' })).toBe('layers[0].name 名称不能包含不可见字符');
    expect(await refused({ groupId: 'g-1', groupName: 'a\u200bb' })).toBe('layers[0].groupName 名称不能包含不可见字符');
    expect(await refused({ groupId: '<g>' })).toMatch(/groupId/);
    await c.ok('POST', TEMPLATES, create({ name: '字'.repeat(30) }));
  });

  it('names the second layer when it is the one refused', async () => {
    const body = templateInput(group.id, [layerInput(image, 'a'), layerInput(image, 'b', { name: 'a\u200bb' })]);
    expect((await c.fails('POST', TEMPLATES, body, 400)).message).toBe('layers[1].name 名称不能包含不可见字符');
  });

  it('says a name or a group name that is no text is no text, not that it is missing', async () => {
    expect((await c.fails('POST', TEMPLATES, create({ name: 5 }), 400)).message).toBe('layers[0].name 必须是字符串');
    expect((await c.fails('POST', TEMPLATES, create({ groupId: 'g-1', groupName: null }), 400)).message).toBe('layers[0].groupName 必须是字符串');
  });

  it('refuses a group name without a group id, and stores nothing', async () => {
    const before = await c.get<unknown[]>(`${TEMPLATES}?collectionId=${group.id}`);
    expect((await c.fails('POST', TEMPLATES, create({ groupName: '编组 1' }), 400)).message).toBe('layers[0].groupName 需要同时提供 groupId');
    expect(await c.get<unknown[]>(`${TEMPLATES}?collectionId=${group.id}`)).toEqual(before);
  });

  it('keeps a group id that is an object member’s name as a plain value', async () => {
    const created = await c.ok<DesignTemplate>('POST', TEMPLATES, create({ groupId: '__proto__', groupName: '编组 1' }));
    const again = await c.get<DesignTemplate>(`${TEMPLATES}/${created.id}`);
    expect(again.layers[0]).toMatchObject({ groupId: '__proto__', groupName: '编组 1' });
    expect(Object.getPrototypeOf(again.layers[0])).toBe(Object.prototype);
  });
});
