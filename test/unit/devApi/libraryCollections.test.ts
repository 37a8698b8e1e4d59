// Design-asset collections: name rules (spec 1 §5), one ordered list per type, cascade delete of assets.
import { beforeEach, describe, expect, it } from 'vitest';
import type { DevApi } from '../../../adapters/mock/devApi';
import type { DesignAsset, DesignAssetCollection, Page } from '../../../contract/library';
import { freshApi } from './helpers';
import { client, expectChained, subAccountToken, type Client } from './catalogueHelpers';
import { collectionNamed, svgBytes, upload } from './libraryHelpers';
import { COLLECTION_NAME_LIMIT } from '../../../contract/names';

const BASE = '/api/design_asset_collections';
const REQUIRED = '此项必须填写';
const TOO_LONG = COLLECTION_NAME_LIMIT.tooLong;

describe('dev API design-asset collections', () => {
  let api: DevApi;
  let c: Client;
  beforeEach(() => {
    api = freshApi();
    c = client(api);
  });

  it('lists each type on its own, in order, chained', async () => {
    const names = async (type: number) => (await c.get<DesignAssetCollection[]>(`${BASE}?type=${type}`)).map((item) => item.name);
    expect(await names(1)).toEqual(['节日', '卡通', '风景']);
    expect(await names(2)).toEqual(['可爱贴纸', '表情']);
    expect(await names(3)).toEqual(['渐变', '纹理']);
    for (const type of [1, 2, 3]) {
      const list = await c.get<DesignAssetCollection[]>(`${BASE}?type=${type}`);
      expectChained(list);
      for (const item of list) expect(Object.keys(item)).toEqual(['id', 'name', 'type', 'next']);
      expect(list.every((item) => item.type === type)).toBe(true);
    }
  });

  it('refuses a missing or unknown type', async () => {
    await c.fails('GET', BASE, undefined, 400);
    await c.fails('GET', `${BASE}?type=4`, undefined, 400);
    await c.fails('POST', BASE, { type: 0, name: '新分组' }, 400);
    await c.fails('POST', BASE, { name: '新分组' }, 400);
  });

  it('creates at the end of its own type, trimming the name; "2" binds like 2', async () => {
    const created = await c.ok<DesignAssetCollection>('POST', BASE, { type: '2', name: '  动物  ' });
    expect(created).toEqual({ id: expect.any(String), name: '动物', type: 2, next: null });
    const stickers = await c.get<DesignAssetCollection[]>(`${BASE}?type=2`);
    expect(stickers.map((item) => item.name)).toEqual(['可爱贴纸', '表情', '动物']);
    expectChained(stickers);
    expect((await c.get<DesignAssetCollection[]>(`${BASE}?type=1`)).map((item) => item.name)).toEqual(['节日', '卡通', '风景']);
    // A new collection is empty, not unknown.
    expect(await c.get<Page<DesignAsset>>(`/api/design_assets?collectionId=${created.id}&pageNo=1&pageSize=50`)).toEqual({ items: [], totalItems: 0 });
  });

  it('requires a name after trimming', async () => {
    for (const name of ['', '   ', '\t\n', undefined, null, 12]) {
      expect((await c.fails('POST', BASE, { type: 1, name }, 400)).message).toBe(REQUIRED);
    }
    const festival = await collectionNamed(c, 1, '节日');
    expect((await c.fails('PATCH', `${BASE}/${festival.id}`, { id: festival.id, name: '  ' }, 400)).message).toBe(REQUIRED);
  });

  it('counts a double-width character as 2: 6 Chinese characters (12) pass, 7 (14) do not', async () => {
    expect((await c.ok<DesignAssetCollection>('POST', BASE, { type: 1, name: '春节快乐贴图' })).name).toBe('春节快乐贴图');
    expect((await c.fails('POST', BASE, { type: 1, name: '春节快乐贴图集' }, 400)).message).toBe(TOO_LONG);
    // Twelve ASCII characters are 12; thirteen are not.
    await c.ok('POST', BASE, { type: 1, name: 'abcdefghijkl' });
    expect((await c.fails('POST', BASE, { type: 1, name: 'abcdefghijklm' }, 400)).message).toBe(TOO_LONG);
    // Mixed widths: 4 Chinese (8) + 4 ASCII (4) = 12 passes; one more ASCII does not.
    await c.ok('POST', BASE, { type: 1, name: '节日2024' });
    await c.ok('POST', BASE, { type: 1, name: '新年快乐2025' });
    expect((await c.fails('POST', BASE, { type: 1, name: '新年快乐20250' }, 400)).message).toBe(TOO_LONG);
    // Full-width forms count 2: ＡＢＣ１２３ is 12, with one more full-width letter it is 14.
    await c.ok('POST', BASE, { type: 1, name: 'ＡＢＣ１２３' });
    expect((await c.fails('POST', BASE, { type: 1, name: 'ＡＢＣ１２３Ｄ' }, 400)).message).toBe(TOO_LONG);
    // Measured after trimming.
    await c.ok('POST', BASE, { type: 1, name: '   春节快乐贴图   ' });
    // Renaming checks the same rule.
    const festival = await collectionNamed(c, 1, '节日');
    expect((await c.fails('PATCH', `${BASE}/${festival.id}`, { id: festival.id, name: '春节快乐贴图集' }, 400)).message).toBe(TOO_LONG);
  });


  it('renames; a body id that is not the path id is refused; the type stays', async () => {
    const festival = await collectionNamed(c, 1, '节日');
    const renamed = await c.ok<DesignAssetCollection>('PATCH', `${BASE}/${festival.id}`, { id: festival.id, name: ' 节日祝福 ', type: 2 });
    expect(renamed).toEqual({ ...festival, name: '节日祝福' });
    await c.ok('PATCH', `${BASE}/${festival.id}`, { name: '只改名字' });
    const cartoon = await collectionNamed(c, 1, '卡通');
    await c.fails('PATCH', `${BASE}/${festival.id}`, { id: cartoon.id, name: '别的' }, 400);
    expect((await collectionNamed(c, 1, '只改名字')).id).toBe(festival.id);
    expect((await c.fails('PATCH', `${BASE}/424242`, { id: '424242', name: '不存在' }, 404)).code).toBe('RECORD_NOT_FOUND');
  });

  it('orders within its type with the catalogue semantics', async () => {
    const [festival, cartoon, scenery] = await c.get<DesignAssetCollection[]>(`${BASE}?type=1`);
    const moved = await c.ok<DesignAssetCollection>('PATCH', `${BASE}/${scenery!.id}/ordering`, { id: scenery!.id, next: festival!.id });
    expect(moved).toMatchObject({ id: scenery!.id, next: festival!.id });
    let list = await c.get<DesignAssetCollection[]>(`${BASE}?type=1`);
    expect(list.map((item) => item.name)).toEqual(['风景', '节日', '卡通']);
    expectChained(list);
    await c.ok('PATCH', `${BASE}/${scenery!.id}/ordering`, { id: scenery!.id, next: null });
    list = await c.get<DesignAssetCollection[]>(`${BASE}?type=1`);
    expect(list.map((item) => item.name)).toEqual(['节日', '卡通', '风景']);
    // next is required, must not be the item, must be in the same type's list.
    expect((await c.fails('PATCH', `${BASE}/${cartoon!.id}/ordering`, { id: cartoon!.id }, 400)).code).toBe('INVALID_ORDERING');
    expect((await c.fails('PATCH', `${BASE}/${cartoon!.id}/ordering`, { id: cartoon!.id, next: cartoon!.id }, 400)).code).toBe('INVALID_ORDERING');
    const sticker = await collectionNamed(c, 2, '表情');
    expect((await c.fails('PATCH', `${BASE}/${cartoon!.id}/ordering`, { id: cartoon!.id, next: sticker.id }, 400)).code).toBe('INVALID_ORDERING');
    await c.fails('PATCH', `${BASE}/${cartoon!.id}/ordering`, { id: festival!.id, next: null }, 400);
    await c.fails('PATCH', `${BASE}/424242/ordering`, { id: '424242', next: null }, 404);
    expect((await c.get<DesignAssetCollection[]>(`${BASE}?type=1`)).map((item) => item.name)).toEqual(['节日', '卡通', '风景']);
  });

  it('deletes a collection with its assets, and only those', async () => {
    const festival = await collectionNamed(c, 1, '节日');
    const cartoon = await collectionNamed(c, 1, '卡通');
    const festivalAssets = (await c.get<Page<DesignAsset>>(`/api/design_assets?collectionId=${festival.id}&pageNo=1&pageSize=50`)).items;
    expect(festivalAssets.length).toBeGreaterThanOrEqual(4);
    const fileId = await upload(api, 'extra.svg', svgBytes());
    await c.ok('POST', '/api/design_assets', { type: 1, collectionId: festival.id, fileId, thumbnailFileId: null });

    expect(await c.ok('DELETE', `${BASE}/${festival.id}`)).toEqual({});
    const list = await c.get<DesignAssetCollection[]>(`${BASE}?type=1`);
    expect(list.map((item) => item.name)).toEqual(['卡通', '风景']);
    expectChained(list);
    await c.fails('GET', `/api/design_assets?collectionId=${festival.id}&pageNo=1&pageSize=50`, undefined, 404);
    for (const asset of festivalAssets) await c.fails('DELETE', `/api/design_assets/${asset.id}`, undefined, 404);
    expect((await c.get<Page<DesignAsset>>(`/api/design_assets?collectionId=${cartoon.id}&pageNo=1&pageSize=50`)).totalItems).toBe(5);
    // The files stay: other records may use them.
    expect(api.files.get(festivalAssets[0]!.fileId)?.status).toBe('uploaded');
    await c.fails('DELETE', `${BASE}/${festival.id}`, undefined, 404);
  });

  it('refuses a sub-account', async () => {
    const sub = client(api, subAccountToken(api));
    expect((await sub.fails('GET', `${BASE}?type=1`, undefined, 400)).code).toBe('SUB_ACCOUNT_DENIED');
  });
});
