import { describe, expect, it } from 'vitest';
import { customizationContent, customizationInfo, testOrder } from '../../support/orderFixtures';
import { MergeSplitStatus, type OrderItem } from '../../../contract/orders';
import { designsWithoutPrint, hasPrintFile, pushInputOf, pushInputsOf, pushInputsOfTicked, pushItemOf } from '../../../src/features/factoryPush/pushPayload';

const info = customizationInfo;

const content = customizationContent;

function item(id: string, over: Partial<OrderItem> = {}): OrderItem {
  return {
    id,
    originalId: `sub-${id}`,
    productOriginalId: 'p1',
    productTitle: `商品${id}`,
    productImageUrl: null,
    skuOriginalId: 's1',
    skuPropertiesName: '颜色:黑',
    quantity: 1,
    customizationInfo: content([info()]),
    ...over,
  };
}

const order = testOrder;

describe('the push payload of an order item (spec 3 §3: originalId, quantity, phoneCaseCustomizationInfos)', () => {
  it('sends the content infos as the content has them, without the console\'s own position index', () => {
    const two = [info(), info({ phoneModelId: 'm2', phoneModelName: 'iPhone 15 Pro', creditDeducted: true })];
    expect(pushItemOf(item('1', { quantity: 2, customizationInfo: content(two) }))).toEqual({
      originalId: 'sub-1',
      quantity: 2,
      phoneCaseCustomizationInfos: two.map((sent) => ({ ...sent, printQuantity: 1 })),
    });
  });

  it.each([
    ['one design prints every case', 5, 1, [5]],
    ['two designs on quantity 2 print one case each, not two each', 2, 2, [1, 1]],
    ['three designs share six cases', 6, 3, [2, 2, 2]],
    ['the first designs take what does not divide', 4, 3, [2, 1, 1]],
    ['fewer cases than designs still print each design once', 1, 3, [1, 1, 1]],
  ])('says how many cases each file stands for, as the archive names it 定制N张: %s', (_, quantity, designs, counts) => {
    const infos = Array.from({ length: designs }, (_, n) => info({ phoneModelId: `m${n}` }));
    const sent = pushItemOf(item('1', { quantity, customizationInfo: content(infos) }));
    expect(sent.phoneCaseCustomizationInfos.map((entry) => entry.printQuantity)).toEqual(counts);
    expect(sent.quantity).toBe(quantity);
  });

  it('counts an unreadable design among those sharing the quantity, as the archive does', () => {
    const sent = pushItemOf(item('1', { quantity: 4, customizationInfo: content(['junk', info(), info()]) }));
    // Quantity 4 over three designs is 2, 1, 1: the unreadable first keeps its 2, the readable ones 1 each.
    expect(sent.phoneCaseCustomizationInfos.map((entry) => entry.printQuantity)).toEqual([1, 1]);
  });

  it.each([
    ['no customization', null],
    ['unreadable JSON', { content: '{not json' }],
    ['an unknown content version', content([info()], 2)],
  ])('sends an item with %s with no infos, still with its quantity', (_, customizationInfo) => {
    expect(pushItemOf(item('1', { quantity: 3, customizationInfo }))).toEqual({ originalId: 'sub-1', quantity: 3, phoneCaseCustomizationInfos: [] });
  });

  it('leaves out an unreadable info and keeps its readable siblings', () => {
    const sent = pushItemOf(item('1', { customizationInfo: content(['junk', info({ phoneModelId: 'm9' })]) }));
    expect(sent.phoneCaseCustomizationInfos.map((entry) => entry.phoneModelId)).toEqual(['m9']);
    expect(sent.phoneCaseCustomizationInfos[0]).not.toHaveProperty('index');
  });

  it('sends every item of the order under its platform order number', () => {
    expect(pushInputOf(order('1', { orderItems: [item('a'), item('b')] }))).toMatchObject({
      orderOriginalId: '30001',
      orderItems: [{ originalId: 'sub-a' }, { originalId: 'sub-b' }],
    });
  });
});

describe('the orders a push sends for the orders picked', () => {
  it('sends each order once, in the order first picked, however many of its items were ticked', () => {
    const a = order('a', { orderItems: [item('a1'), item('a2')] });
    const b = order('b', { orderItems: [item('b1')] });
    const ticked = [{ order: a }, { order: b }, { order: a }];
    expect(pushInputsOfTicked(ticked).map((input) => [input.orderOriginalId, input.orderItems.length])).toEqual([
      ['3000a', 2],
      ['3000b', 1],
    ]);
  });

  it('sends a merge or split parent as its leaves that carry items, never the parent itself', () => {
    const left = order('l', { mergeSplitStatus: MergeSplitStatus.SPLIT_CHILD, orderItems: [item('l1')] });
    const right = order('r', { mergeSplitStatus: MergeSplitStatus.SPLIT_CHILD, orderItems: [item('r1')] });
    const inner = order('m', { mergeSplitStatus: MergeSplitStatus.MERGE_THEN_SPLIT_PARENT, childOrders: [left, right] });
    const top = order('t', { mergeSplitStatus: MergeSplitStatus.MERGE_PARENT, childOrders: [inner] });
    expect(pushInputsOf([top, left]).map((input) => input.orderOriginalId)).toEqual(['3000l', '3000r']);
  });

  it('leaves out an order that carries no item', () => {
    expect(pushInputsOf([order('empty'), order('x', { orderItems: [item('x1')] })]).map((input) => input.orderOriginalId)).toEqual(['3000x']);
  });
});

describe('what of an order the factory will not receive (designs without a print file)', () => {
  const pushed = (...urls: string[][]) => ({
    orderOriginalId: '1',
    orderItems: urls.map((each, index) => pushItemOf(item(`i${index}`, { quantity: 3, customizationInfo: content(each.map((url) => info({ customizedImageUrl: url }))) }))),
  });
  it.each<[string, string[][], number[], boolean]>([
    ['every design with a print file', [['/p/1.png', '/p/2.png']], [0], true],
    ['one of three designs without', [['/p/1.png', '', '/p/3.png']], [1], true],
    ['an item all without, another with', [['', ''], ['/p/1.png']], [2, 0], true],
    ['every design without', [[''], ['', '']], [1, 2], false],
  ])('%s', (_, urls, without, sent) => {
    const order = pushed(...urls);
    expect(order.orderItems.map(designsWithoutPrint)).toEqual(without);
    expect(hasPrintFile(order)).toBe(sent);
  });

  it('does not send an order whose items carry no design it can read', () => {
    expect(hasPrintFile({ orderOriginalId: '1', orderItems: [{ originalId: 'a', quantity: 1, phoneCaseCustomizationInfos: [] }] })).toBe(false);
  });
});
