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

  it('refuses a name past 30 characters, a blank one, an invisible character, and a group id that is not a word', async () => {
    expect((await c.fails('POST', TEMPLATES, create({ name: '字'.repeat(31) }), 400)).message).toBe('名称不能超过30个字符');
    expect((await c.fails('POST', TEMPLATES, create({ groupName: '字'.repeat(31) }), 400)).message).toBe('名称不能超过30个字符');
    expect((await c.fails('POST', TEMPLATES, create({ name: '  ' }), 400)).message).toBe('此项必须填写');
    expect((await c.fails('POST', TEMPLATES, create({ name: '华\u200b为' }), 400)).message).toBe('名称不能包含不可见字符');
    expect((await c.fails('POST', TEMPLATES, create({ groupId: '<g>' }), 400)).message).toMatch(/groupId/);
    await c.ok('POST', TEMPLATES, create({ name: '字'.repeat(30) }));
  });
});
