import { describe, expect, it } from 'vitest';
import { customizationInfo } from '../../support/orderFixtures';
import { PUSH_ORDERS_MAX } from '../../../contract/erp';
import { EMBEDDED_LIMITS, readPushOrdersMessage } from '../../../src/features/factoryPush/embeddedMessage';

/** Malformed infos on purpose: any field may be given any value. */
const info = (over: Record<string, unknown> = {}) => ({
  ...customizationInfo({ phoneBrandId: '11', phoneModelId: '12', phoneCaseMaterialId: '13', phoneCaseMaterialColorId: '14' }),
  ...over,
});
const item = (over: Record<string, unknown> = {}) => ({ originalId: 'sub1', quantity: 1, phoneCaseCustomizationInfos: [info()], ...over });
const order = (over: Record<string, unknown> = {}) => ({ orderOriginalId: '3001', orderItems: [item()], ...over });
const message = (over: Record<string, unknown> = {}) => ({ type: 'PUSH_ORDERS', orders: [order()], ...over });
const orders = (n: number) => Array.from({ length: n }, (_, index) => order({ orderOriginalId: `o${index}` }));

describe('a well-formed PUSH_ORDERS message opens the dialog with its orders', () => {
  it('reads the orders as sent, each info with the cases its file stands for', () => {
    expect(readPushOrdersMessage(message())).toEqual([order({ orderItems: [item({ phoneCaseCustomizationInfos: [{ ...info(), printQuantity: 1 }] })] })]);
  });

  it('counts each file’s cases by the archive’s 定制N张 rule, whatever count the parent sent', () => {
    const read = readPushOrdersMessage(message({ orders: [order({ orderItems: [item({ quantity: 3, phoneCaseCustomizationInfos: [info({ printQuantity: 9 }), info()] })] })] }));
    expect(read?.[0]?.orderItems[0]?.phoneCaseCustomizationInfos.map((entry) => entry.printQuantity)).toEqual([2, 1]);
  });

  it('reads numeric ids as their digits and fills left-out image addresses and the charge flag', () => {
    const lean = { ...info({ phoneModelId: 42 }) } as Record<string, unknown>;
    delete lean.customizedImageUrl;
    delete lean.previewImageUrl;
    delete lean.creditDeducted;
    const read = readPushOrdersMessage(message({ orders: [order({ orderItems: [item({ phoneCaseCustomizationInfos: [lean] })] })] }));
    expect(read?.[0]?.orderItems[0]?.phoneCaseCustomizationInfos[0]).toMatchObject({ phoneModelId: '42', customizedImageUrl: '', previewImageUrl: '', creditDeducted: false });
  });

  it('passes on only the known fields: whatever else the parent adds does not reach the factory', () => {
    const read = readPushOrdersMessage(message({ extra: 1, orders: [order({ secret: 'x', orderItems: [item({ note: 'y', phoneCaseCustomizationInfos: [info({ token: 'z' })] })] })] }));
    expect(JSON.stringify(read)).not.toMatch(/secret|note|token/);
  });

  it('takes infos that carry only ids and image addresses: their names are empty', () => {
    const bare = { phoneBrandId: '11', phoneModelId: '12', phoneCaseMaterialId: '13', phoneCaseMaterialColorId: '14', customizedImageUrl: 'https://img.example/c.png' };
    const [read] = readPushOrdersMessage(message({ orders: [order({ orderItems: [item({ phoneCaseCustomizationInfos: [bare] })] })] }))!;
    expect(read!.orderItems[0]!.phoneCaseCustomizationInfos[0]).toMatchObject({ phoneModelId: '12', phoneModelName: '', phoneCaseMaterialColorName: '' });
  });

  it(`takes up to ${PUSH_ORDERS_MAX} orders, and an item without infos`, () => {
    expect(readPushOrdersMessage(message({ orders: orders(PUSH_ORDERS_MAX) }))).toHaveLength(PUSH_ORDERS_MAX);
    expect(readPushOrdersMessage(message({ orders: [order({ orderItems: [item({ phoneCaseCustomizationInfos: [] })] })] }))).not.toBeNull();
  });
});

describe('anything else is ignored and changes nothing', () => {
  const long = 'x'.repeat(EMBEDDED_LIMITS.text + 1);
  const cases: [string, unknown][] = [
    ['nothing', undefined],
    ['null', null],
    ['a string', 'PUSH_ORDERS'],
    ['an array', [message()]],
    ['another type', message({ type: 'READY' })],
    ['a type in other letters', message({ type: 'push_orders' })],
    ['no orders', message({ orders: undefined })],
    ['orders not a list', message({ orders: { 0: order() } })],
    ['an empty order list', message({ orders: [] })],
    [`more than ${PUSH_ORDERS_MAX} orders`, message({ orders: orders(PUSH_ORDERS_MAX + 1) })],
    ['an order listed twice', message({ orders: [order(), order()] })],
    ['an order that is not an object', message({ orders: ['3001'] })],
    ['an order without its number', message({ orders: [order({ orderOriginalId: undefined })] })],
    ['a blank order number', message({ orders: [order({ orderOriginalId: '  ' })] })],
    ['a numeric order number', message({ orders: [order({ orderOriginalId: 3001 })] })],
    ['an order number too long', message({ orders: [order({ orderOriginalId: long })] })],
    ['an order without items', message({ orders: [order({ orderItems: [] })] })],
    ['items not a list', message({ orders: [order({ orderItems: item() })] })],
    ['too many items', message({ orders: [order({ orderItems: Array.from({ length: EMBEDDED_LIMITS.itemsPerOrder + 1 }, () => item()) })] })],
    ['an item without its id', message({ orders: [order({ orderItems: [item({ originalId: undefined })] })] })],
    ['a quantity of 0', message({ orders: [order({ orderItems: [item({ quantity: 0 })] })] })],
    ['a fractional quantity', message({ orders: [order({ orderItems: [item({ quantity: 1.5 })] })] })],
    ['a quantity as text', message({ orders: [order({ orderItems: [item({ quantity: '1' })] })] })],
    ['a quantity too large', message({ orders: [order({ orderItems: [item({ quantity: EMBEDDED_LIMITS.quantity + 1 })] })] })],
    ['infos missing', message({ orders: [order({ orderItems: [item({ phoneCaseCustomizationInfos: undefined })] })] })],
    ['too many infos', message({ orders: [order({ orderItems: [item({ phoneCaseCustomizationInfos: Array.from({ length: EMBEDDED_LIMITS.infosPerItem + 1 }, () => info()) })] })] })],
    ['an info that is not an object', message({ orders: [order({ orderItems: [item({ phoneCaseCustomizationInfos: ['x'] })] })] })],
    ['an info without its model id', message({ orders: [order({ orderItems: [item({ phoneCaseCustomizationInfos: [info({ phoneModelId: undefined })] })] })] })],
    ['an info with a negative id', message({ orders: [order({ orderItems: [item({ phoneCaseCustomizationInfos: [info({ phoneBrandId: -1 })] })] })] })],
    ['an info with an object as a name', message({ orders: [order({ orderItems: [item({ phoneCaseCustomizationInfos: [info({ phoneModelName: {} })] })] })] })],
    ['an image address too long', message({ orders: [order({ orderItems: [item({ phoneCaseCustomizationInfos: [info({ customizedImageUrl: 'x'.repeat(EMBEDDED_LIMITS.url + 1) })] })] })] })],
    ['orders with a hole', message({ orders: [, order()] })],
    ['items with a hole', message({ orders: [order({ orderItems: [, item()] })] })],
    ['infos with a hole', message({ orders: [order({ orderItems: [item({ phoneCaseCustomizationInfos: [, info()] })] })] })],
    ['an order number with a direction override', message({ orders: [order({ orderOriginalId: '\u202E9876' })] })],
    ['an order number with a space', message({ orders: [order({ orderOriginalId: '3001 3002' })] })],
    ['an item number too long for the service', message({ orders: [order({ orderItems: [item({ originalId: 'x'.repeat(65) })] })] })],
    ['an id that is not digits', message({ orders: [order({ orderItems: [item({ phoneCaseCustomizationInfos: [info({ phoneModelId: 'm1' })] })] })] })],
    ['a charge flag as text', message({ orders: [order({ orderItems: [item({ phoneCaseCustomizationInfos: [info({ creditDeducted: 'true' })] })] })] })],
  ];
  it.each(cases)('ignores %s', (_, data) => {
    expect(readPushOrdersMessage(data)).toBeNull();
  });

  it('ignores an object that only looks like a message (a class instance)', () => {
    class Forged {
      type = 'PUSH_ORDERS';
      orders = [order()];
    }
    expect(readPushOrdersMessage(new Forged())).toBeNull();
  });
});
