import { describe, expect, it } from 'vitest';
import {
  chargeBatches,
  costOf,
  imageCandidates,
  incompleteOrderNotes,
  listedOrders,
  itemsWithoutPrint,
  newImages,
  planCharges,
  releasedSources,
  selectionNotice,
} from '../../../src/features/downloads/selection';
import { info, SHOPS, tick } from './fixtures';

describe('what the toolbar says instead of downloading (spec 3 §5, §8)', () => {
  it('asks for a ticked item first, for either kind', () => {
    expect(selectionNotice([], 'customized')).toEqual({ level: 'warning', text: '请至少勾选一个商品' });
    expect(selectionNotice([], 'effect')).toEqual({ level: 'warning', text: '请至少勾选一个商品' });
  });

  it('asks for an item with a customized image when none of the ticked has one', () => {
    const ticked = [tick('o1', []), tick('o2', [info(1, { customizedImageUrl: '' })])];
    expect(selectionNotice(ticked, 'customized')).toEqual({ level: 'warning', text: '请至少勾选一个有定制图的商品' });
  });

  it('says the selection has no effect image', () => {
    expect(selectionNotice([tick('o1', [info(1, { previewImageUrl: '' })])], 'effect')).toEqual({ level: 'info', text: '所选订单中没有效果图' });
  });

  it('lets a selection with one image of the kind through', () => {
    const ticked = [tick('o1', []), tick('o2', [info(1)])];
    expect(selectionNotice(ticked, 'customized')).toBeNull();
    expect(selectionNotice(ticked, 'effect')).toBeNull();
  });
});

describe('the images of a selection', () => {
  it('takes each image of the kind once, with its naming fields and shop folder', () => {
    const first = tick('o1', [info(1), info(2, { customizedImageUrl: '' })]);
    const candidates = imageCandidates([first, first, tick('o2', [info(3, { creditDeducted: true })])], 'customized', SHOPS);
    expect(candidates.map((candidate) => [candidate.key, candidate.charged, candidate.url])).toEqual([
      ['o1-i1:0', false, '/list/custom-1.png'],
      ['o2-i1:0', true, '/list/custom-3.png'],
    ]);
    expect(candidates[0]!.ref).toEqual({ orderId: 'o1', orderItemId: 'o1-i1', infoIndex: 0 });
    expect(candidates[0]!.source).toMatchObject({
      shopName: '壳美定制旗舰店',
      // Quantity 2 over the item's two designs: one case is printed from each file.
      naming: { orderId: 'o1', orderOriginalId: '88o1', customizationInfo: '苹果 iPhone 15 硅胶 黑色', orderItemIndex: 1, skuIndex: 1, quantity: 1 },
    });
  });

  it('names each file with the cases printed from it, not the item’s whole quantity (定制N张)', () => {
    const item = (quantity: number, designs: number) => {
      const ticked = tick('o1', Array.from({ length: designs }, (_, n) => info(n)));
      ticked.item.quantity = quantity;
      return imageCandidates([ticked], 'customized', SHOPS).map((candidate) => candidate.source.naming.quantity);
    };
    expect(item(3, 3)).toEqual([1, 1, 1]);
    expect(item(6, 3)).toEqual([2, 2, 2]);
    expect(item(4, 3)).toEqual([2, 1, 1]);
    expect(item(5, 1)).toEqual([5]);
  });

  it('shares the quantity among every design of the content, an unreadable one included', () => {
    // The content lists three designs; the second cannot be read. Quantity 3: one case from each file.
    const ticked = tick('o1', [{ ...info(1), index: 0 }, { ...info(3), index: 2 }]);
    ticked.item.quantity = 3;
    ticked.item.customizationInfo = { content: JSON.stringify({ v: 1, phoneCaseCustomizationInfos: [info(1), 'unreadable', info(3)] }) };
    expect(imageCandidates([ticked], 'customized', SHOPS).map((candidate) => candidate.source.naming.quantity)).toEqual([1, 1]);
  });

  it('puts the orders of a deleted shop in a folder that says so, not one named by an id', () => {
    const [candidate] = imageCandidates([tick('o1', [info(1)])], 'customized', []);
    expect(candidate!.source.shopName).toBe('已删除的店铺');
  });

  it('counts an image by its position in the content, so an unreadable entry before it moves nothing', () => {
    // The content was [unreadable, image]: what was read is the image at position 1.
    const [candidate] = imageCandidates([tick('o1', [{ ...info(2), index: 1 }])], 'customized', SHOPS);
    expect(candidate!.ref).toEqual({ orderId: 'o1', orderItemId: 'o1-i1', infoIndex: 1 });
    expect(candidate!.key).toBe('o1-i1:1');
    expect(candidate!.source.naming.skuIndex).toBe(2);
  });

  it('takes effect images from previewImageUrl', () => {
    const candidates = imageCandidates([tick('o1', [info(1), info(2)])], 'effect', SHOPS);
    expect(candidates.map((candidate) => [candidate.url, candidate.source.naming.skuIndex])).toEqual([
      ['/list/effect-1.png', 1],
      ['/list/effect-2.png', 2],
    ]);
  });
});

describe('charging only the uncharged (spec 3 §4, §9)', () => {
  const candidates = imageCandidates(
    [tick('o1', [info(1), info(2, { creditDeducted: true })]), tick('o2', [info(3), info(4)])],
    'customized',
    SHOPS,
  );

  it('charges the new images and downloads all', () => {
    const plan = planCharges(candidates, new Set());
    expect(plan.toCharge.map((ref) => `${ref.orderItemId}:${ref.infoIndex}`)).toEqual(['o1-i1:0', 'o2-i1:0', 'o2-i1:1']);
    expect(plan.download).toHaveLength(4);
    expect(newImages(candidates, new Set())).toBe(3);
    expect(costOf(3)).toBe(180);
  });

  it('with a short balance charges as many new ones as it covers and still downloads the charged ones', () => {
    const plan = planCharges(candidates, new Set(), 1);
    expect(plan.toCharge.map((ref) => `${ref.orderItemId}:${ref.infoIndex}`)).toEqual(['o1-i1:0']);
    expect(plan.download.map((candidate) => candidate.key)).toEqual(['o1-i1:0', 'o1-i1:1']);
  });

  it('never names an image this flow charged already', () => {
    const plan = planCharges(candidates, new Set(['o1-i1:0']), 1);
    expect(plan.toCharge.map((ref) => `${ref.orderItemId}:${ref.infoIndex}`)).toEqual(['o2-i1:0']);
    expect(plan.download.map((candidate) => candidate.key)).toEqual(['o1-i1:0', 'o1-i1:1', 'o2-i1:0']);
    expect(newImages(candidates, new Set(['o1-i1:0']))).toBe(2);
  });

  it('charges nothing when everything was charged before, whatever the balance', () => {
    const charged = candidates.filter((candidate) => candidate.charged);
    expect(planCharges(charged, new Set(), 0)).toEqual({ toCharge: [], download: charged });
  });

  it('splits charges into batches of at most 500', () => {
    const refs = Array.from({ length: 1201 }, (_, index) => ({ orderId: 'o', orderItemId: `i${index}`, infoIndex: 0 }));
    expect(chargeBatches(refs).map((batch) => batch.length)).toEqual([500, 500, 201]);
    expect(chargeBatches([])).toEqual([]);
  });
});

describe('the print files the lookup releases', () => {
  const candidates = imageCandidates([tick('o1', [info(1), info(2)]), tick('o2', [info(3)])], 'customized', SHOPS);
  const entry = (orderItemId: string, infoIndex: number, customizedImageUrl: string) => ({ orderItemId, infoIndex, customizedImageUrl });

  it('pairs each file with the image of its item and info position, whatever order the entries come in', () => {
    const { sources, missing } = releasedSources(candidates, [
      { orderId: 'o2', customizedImageUrls: [entry('o2-i1', 0, '/print/c')] },
      { orderId: 'o1', customizedImageUrls: [entry('o1-i1', 1, '/print/b'), entry('o1-i1', 0, '/print/a')] },
    ]);
    expect(sources.map((source) => [source.key, source.url])).toEqual([
      ['o1-i1:0', '/print/a'],
      ['o1-i1:1', '/print/b'],
      ['o2-i1:0', '/print/c'],
    ]);
    expect(missing).toEqual([]);
  });

  it('reports an image the lookup did not release as missing, never downloading its list address', () => {
    // The lookup released another info of the item (charged in another tab) but not the one downloaded.
    const { sources, missing } = releasedSources(candidates.slice(1), [
      { orderId: 'o1', customizedImageUrls: [entry('o1-i1', 0, '/print/a'), entry('o1-i1', 2, '/print/extra')] },
      { orderId: 'o2', customizedImageUrls: [entry('o2-i1', 0, '')] },
    ]);
    expect(sources).toEqual([]);
    expect(missing.map((candidate) => candidate.key)).toEqual(['o1-i1:1', 'o2-i1:0']);
  });

  it('keeps an unreadable info’s gap: the file of position 2 goes to the image at position 2', () => {
    const gapped = imageCandidates([tick('o3', [{ ...info(4), index: 0 }, { ...info(5), index: 2 }])], 'customized', SHOPS);
    const { sources, missing } = releasedSources(gapped, [
      { orderId: 'o3', customizedImageUrls: [entry('o3-i1', 0, '/print/0'), entry('o3-i1', 2, '/print/2')] },
    ]);
    expect(sources.map((source) => [source.key, source.url])).toEqual([
      ['o3-i1:0', '/print/0'],
      ['o3-i1:2', '/print/2'],
    ]);
    expect(missing).toEqual([]);
  });
});

describe('items the archive cannot hold whole (无 in the list)', () => {
  const none = { customizedImageUrl: '' };
  const content = (designs: number) => JSON.stringify({ v: 1, phoneCaseCustomizationInfos: Array.from({ length: designs }, () => ({})) });
  const withContent = (entry: ReturnType<typeof tick>, designs: number) => ({ ...entry, item: { ...entry.item, customizationInfo: { content: content(designs) } } });
  it.each([
    { name: 'every design with a print file', ticked: [tick('o1', [info(1), info(2)])], expected: [] },
    { name: 'one of three without', ticked: [tick('o1', [info(1), info(2, none), info(3)])], expected: [{ orderOriginalId: '88o1', itemIndex: 1, designs: 3, without: 1 }] },
    { name: 'all without', ticked: [tick('o1', [info(1, none)])], expected: [{ orderOriginalId: '88o1', itemIndex: 1, designs: 1, without: 1 }] },
    {
      name: 'an unreadable design (the content holds three, two read)',
      ticked: [withContent(tick('o1', [info(1), info(2)]), 3)],
      expected: [{ orderOriginalId: '88o1', itemIndex: 1, designs: 3, without: 1 }],
    },
    { name: 'an item ticked twice counts once', ticked: [tick('o1', [info(1, none), info(2)]), tick('o1', [info(1, none), info(2)])], expected: [{ orderOriginalId: '88o1', itemIndex: 1, designs: 2, without: 1 }] },
  ])('$name', ({ ticked, expected }) => {
    expect(itemsWithoutPrint(ticked)).toEqual(expected);
  });

  it('lists each order of the items once, with its shop, in the order ticked', () => {
    const shops = [...SHOPS, { id: 's2', name: '壳美抖音小店' }] as typeof SHOPS;
    const other = tick('o2', [info(2, none)]);
    const ticked = [tick('o1', [info(1, none)]), { ...other, order: { ...other.order, shopId: 's2' } }, tick('o3', [info(3)]), tick('o1', [info(1, none)], 'o1-i2')];
    expect(listedOrders(ticked, itemsWithoutPrint(ticked), shops)).toEqual([
      { orderOriginalId: '88o1', shopName: '壳美定制旗舰店' },
      { orderOriginalId: '88o2', shopName: '壳美抖音小店' },
    ]);
  });

  it('notes each order once, its items summed', () => {
    const items = [
      { orderOriginalId: '8801', itemIndex: 1, designs: 3, without: 1 },
      { orderOriginalId: '8801', itemIndex: 2, designs: 2, without: 2 },
      { orderOriginalId: '8802', itemIndex: 1, designs: 1, without: 1 },
    ];
    expect(incompleteOrderNotes(items)).toEqual({ '8801': '不完整：5 张定制中 3 张没有定制图', '8802': '不完整：1 张定制都没有定制图' });
  });
});
