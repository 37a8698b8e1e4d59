import { describe, expect, it } from 'vitest';
import { customizationContent, customizationInfo, testOrder } from '../../support/orderFixtures';
import { MergeSplitStatus, type OrderItem } from '../../../contract/orders';
import { childLink, isTickable, itemContent, orderRelation, orderRows, tickedItem, tickKey, type ItemRow } from '../../../src/features/orders/orderRows';

const info = customizationInfo;

const content = customizationContent;

let next = 0;
function item(customizationInfo: OrderItem['customizationInfo'] = content([info()])): OrderItem {
  next += 1;
  return {
    id: `i${next}`,
    originalId: `sub${next}`,
    productOriginalId: 'p1',
    productTitle: `商品${next}`,
    productImageUrl: null,
    skuOriginalId: 's1',
    skuPropertiesName: '颜色:黑',
    quantity: 1,
    customizationInfo,
  };
}

const order = testOrder;

const shape = (rows: ReturnType<typeof orderRows>) =>
  rows.map((row) => (row.kind === 'family' ? `family ${row.order.id} d${row.depth}` : `item ${row.order.id}#${row.itemIndex} span${row.span} d${row.depth}`));

describe('order rows (spec 3 §2: order × item, the order cell spanning its items)', () => {
  it('gives each item a row and the order cell a span over them on its first row only', () => {
    const rows = orderRows([order('a', { orderItems: [item(), item(), item()] }), order('b', { orderItems: [item()] })]);
    expect(shape(rows)).toEqual(['item a#1 span3 d0', 'item a#2 span0 d0', 'item a#3 span0 d0', 'item b#1 span1 d0']);
  });

  it('keeps an order without items as one line saying so, which cannot be ticked', () => {
    const rows = orderRows([order('a')]);
    expect(shape(rows)).toEqual(['item a#0 span1 d0']);
    expect(isTickable(rows[0]!)).toBe(false);
  });

  it('puts a merge parent on a line of its own and its children, with their items, under it', () => {
    const parent = order('m', {
      mergeSplitStatus: MergeSplitStatus.MERGE_PARENT,
      isPlatformOrder: false,
      childOrders: [
        order('c1', { mergeSplitStatus: MergeSplitStatus.MERGE_CHILD, orderItems: [item(), item()] }),
        order('c2', { mergeSplitStatus: MergeSplitStatus.MERGE_CHILD, orderItems: [item()] }),
      ],
    });
    const rows = orderRows([parent, order('x', { orderItems: [item()] })]);
    expect(shape(rows)).toEqual(['family m d0', 'item c1#1 span2 d1', 'item c1#2 span0 d1', 'item c2#1 span1 d1', 'item x#1 span1 d0']);
    for (const row of rows.slice(0, 4)) expect(row.top.id).toBe('m');
    expect(rows[1]!.parent?.id).toBe('m');
    expect(rows[4]!.parent).toBeNull();
  });

  it('walks a merge-then-split family to its leaves, indenting each level', () => {
    const family = order('t', {
      mergeSplitStatus: MergeSplitStatus.MERGE_THEN_SPLIT_PARENT,
      childOrders: [
        order('s1', {
          mergeSplitStatus: MergeSplitStatus.SPLIT_PARENT,
          childOrders: [order('l1', { mergeSplitStatus: MergeSplitStatus.SPLIT_CHILD, orderItems: [item()] })],
        }),
        order('s2', { mergeSplitStatus: MergeSplitStatus.SPLIT_CHILD, orderItems: [item()] }),
      ],
    });
    expect(shape(orderRows([family]))).toEqual(['family t d0', 'family s1 d1', 'item l1#1 span1 d2', 'item s2#1 span1 d1']);
  });

  it('gives a child the push of its parent when the parent went to the factory as one order', () => {
    const push = { factoryName: '深圳壳厂', pushedAt: 1 };
    const rows = orderRows([
      order('m', { mergeSplitStatus: MergeSplitStatus.MERGE_PARENT, push, childOrders: [order('c', { mergeSplitStatus: MergeSplitStatus.MERGE_CHILD, orderItems: [item()] })] }),
      order('x', { orderItems: [item()] }),
    ]);
    expect((rows[1] as ItemRow).push).toEqual(push);
    expect((rows[2] as ItemRow).push).toBeNull();
  });

  it('keys an item by its order and itself, so a tick finds it again on another page or after a reload', () => {
    const it1 = item();
    const rows = orderRows([order('a', { orderItems: [it1] })]);
    expect(rows[0]!.key).toBe(tickKey({ id: 'a' }, it1));
  });
});

describe('item content (spec 3 §3, §8: unknown or unreadable content is ignored, never a crash)', () => {
  it.each([
    ['no customization', null, { state: 'none' }],
    ['unreadable JSON', { content: '{not json' }, { state: 'unreadable' }],
    ['an unknown version', content([info()], 99), { state: 'unreadable' }],
    ['no version', { content: JSON.stringify({ phoneCaseCustomizationInfos: [info()] }) }, { state: 'unreadable' }],
    ['infos that are no list', { content: JSON.stringify({ v: 1, phoneCaseCustomizationInfos: 'x' }) }, { state: 'unreadable' }],
    ['content that is no string', { content: 42 as unknown as string }, { state: 'unreadable' }],
    ['no infos', content([]), { state: 'read', infos: [] }],
  ])('reads %s', (_, customization, expected) => {
    expect(itemContent(item(customization as OrderItem['customizationInfo']))).toEqual(expected);
  });

  it('reads every info of a readable item, keeping the downloaded mark', () => {
    const infos = [info(), info({ creditDeducted: true, customizedImageUrl: 'https://img.example/2.png' })];
    expect(itemContent(item(content(infos)))).toEqual({ state: 'read', infos: infos.map((one, index) => ({ ...one, index })) });
  });

  it('hands the toolbar the leaf order, the 1-based index and the parsed infos ([] for unreadable content)', () => {
    const readable = item(content([info()]));
    const unreadable = item({ content: 'garbage' });
    const leaf = order('c', { mergeSplitStatus: MergeSplitStatus.SPLIT_CHILD, orderItems: [readable, unreadable] });
    const rows = orderRows([order('p', { mergeSplitStatus: MergeSplitStatus.SPLIT_PARENT, childOrders: [leaf] })]).filter(isTickable);
    expect(rows.map(tickedItem)).toEqual([
      { order: leaf, item: readable, itemIndex: 1, infos: [{ ...info(), index: 0 }] },
      { order: leaf, item: unreadable, itemIndex: 2, infos: [] },
    ]);
  });
});

describe('merge and split relations (the seven mergeSplitStatus values)', () => {
  const kids = [order('k1'), order('k2'), order('k3')];
  it.each([
    [MergeSplitStatus.INDEPENDENT, null],
    [MergeSplitStatus.MANUAL_INDEPENDENT, { kind: 'manualIndependent' }],
    [MergeSplitStatus.MERGE_PARENT, { kind: 'mergeParent', children: 3 }],
    [MergeSplitStatus.SPLIT_PARENT, { kind: 'splitParent', children: 3 }],
    [MergeSplitStatus.MERGE_THEN_SPLIT_PARENT, { kind: 'mergeThenSplit', children: 3 }],
    [MergeSplitStatus.MERGE_CHILD, { kind: 'mergeChild' }],
    [MergeSplitStatus.SPLIT_CHILD, { kind: 'splitChild' }],
  ])('status %i', (status, relation) => {
    const isParent = [MergeSplitStatus.MERGE_PARENT, MergeSplitStatus.SPLIT_PARENT, MergeSplitStatus.MERGE_THEN_SPLIT_PARENT].includes(status as never);
    expect(orderRelation(order('o', { mergeSplitStatus: status, childOrders: isParent ? kids : [] }))).toEqual(relation);
  });

  it('says a child was merged into or split from its parent, by its own state first', () => {
    const merge = order('m', { mergeSplitStatus: MergeSplitStatus.MERGE_PARENT });
    const split = order('s', { mergeSplitStatus: MergeSplitStatus.SPLIT_PARENT });
    const both = order('t', { mergeSplitStatus: MergeSplitStatus.MERGE_THEN_SPLIT_PARENT });
    expect(childLink(order('c', { mergeSplitStatus: MergeSplitStatus.MERGE_CHILD }), both)).toBe('mergedInto');
    expect(childLink(order('c', { mergeSplitStatus: MergeSplitStatus.SPLIT_CHILD }), both)).toBe('splitFrom');
    expect(childLink(order('c'), merge)).toBe('mergedInto');
    expect(childLink(order('c'), split)).toBe('splitFrom');
  });
});
