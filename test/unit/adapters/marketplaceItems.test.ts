// @vitest-environment happy-dom
// The mock marketplace answers taobao.item.seller.get per num_iid from the same item fixture the dev API
// syncs from, and fails for an item the seller does not have as the marketplace does.
import { describe, expect, it } from 'vitest';
import { BridgeError } from '../../../bridge/BridgeError';
import { createMockAdapter } from '../../../adapters/mock';
import { createBrowserPlatform } from '../../../adapters/mock/hostSimulator/browserPlatform';
import { createQianniuHostHandlers } from '../../../adapters/qianniu/miniapp/host/handlers';
import { ITEM_NOT_FOUND_CODE, marketplaceAnswer, marketplaceItem, marketplaceItems } from '../../../adapters/mock/platformFixtures';
import type { AdminFilesPort } from '../../../adapters/types';

const noFiles = {} as AdminFilesPort;

describe('the marketplace item fixture', () => {
  it('holds ~40 items with 0, 1 and several SKUs', () => {
    const items = marketplaceItems();
    expect(items).toHaveLength(40);
    const counts = new Set(items.map((item) => item.skus.sku.length));
    for (const count of [0, 1, 5]) expect(counts).toContain(count);
    expect(new Set(items.map((item) => item.num_iid)).size).toBe(40);
  });

  it('answers taobao.item.seller.get on the mock adapter per num_iid, a string or a number', async () => {
    const adapter = createMockAdapter({ files: noFiles });
    const item = marketplaceItem('712345678903')!;
    expect(await adapter.callMarketplace('taobao.item.seller.get', { num_iid: '712345678903', fields: 'num_iid,title,pic_url,sku' })).toEqual({ item });
    expect(await adapter.callMarketplace('taobao.item.seller.get', { num_iid: 712345678903 })).toEqual({ item });
    expect(item.title).toBe('简约字母定制手机壳 钢化玻璃壳');
  });

  it('fails for an item the seller does not have, as the marketplace does', async () => {
    const adapter = createMockAdapter({ files: noFiles });
    const failure = await adapter.callMarketplace('taobao.item.seller.get', { num_iid: '799999999999' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BridgeError);
    expect(failure).toMatchObject({ code: 'REMOTE', remoteCode: ITEM_NOT_FOUND_CODE, message: '商品不存在或不属于当前卖家: 799999999999' });
    expect(marketplaceAnswer('taobao.item.seller.get', {})).toMatchObject({ ok: false, code: ITEM_NOT_FOUND_CODE });
  });

  it('lists the same items on sale', async () => {
    const adapter = createMockAdapter({ files: noFiles });
    const answer = (await adapter.callMarketplace('taobao.items.onsale.get', {})) as { items: { item: { num_iid: number; title: string }[] }; total_results: number };
    expect(answer.total_results).toBe(40);
    expect(answer.items.item.map((item) => [item.num_iid, item.title])).toEqual(marketplaceItems().map((item) => [item.num_iid, item.title]));
  });
});

describe('the host simulator’s marketplace', () => {
  it('answers taobao.item.seller.get from the same items, and fails an unknown item with the marketplace’s code', async () => {
    // The mini-program's own handler on the simulator's browser platform, as /__qianniu/ runs it.
    const { handlers } = createQianniuHostHandlers({
      platform: createBrowserPlatform({ apiOrigin: 'http://dev.local', download: () => undefined }),
      config: { host: 'test', version: '1', cloudStore: {} },
    });
    const invoke = handlers['top.invoke']!;
    expect(await invoke({ api: 'taobao.item.seller.get', data: { num_iid: '712345678926' } })).toEqual({ item: marketplaceItem(712345678926) });
    const failure = await Promise.resolve()
      .then(() => invoke({ api: 'taobao.item.seller.get', data: { num_iid: '799999999999' } }))
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: ITEM_NOT_FOUND_CODE, message: '商品不存在或不属于当前卖家: 799999999999' });
  });
});
