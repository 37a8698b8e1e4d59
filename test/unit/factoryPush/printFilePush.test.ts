import { describe, expect, it, vi } from 'vitest';
import type { ImageRef } from '../../../contract/credits';
import type { PrintFileOrder, PushOrderRequest } from '../../../contract/erp';
import { pushWithPrintFiles, unchargedImages, type PrintFilePushApi } from '../../../src/features/factoryPush/printFilePush';
import { PushRefusal } from '../../../src/features/factoryPush/pushRun';
import { startChargeNote, takeLeftCharges, type ChargeNoteDeps } from '../../../src/lib/chargeNote';
import type { SafeStorage } from '../../../src/lib/safeStorage';

class ShortOfCredits extends Error {
  code = 'INSUFFICIENT_CREDITS';
}

const info = (infoIndex: number, over: { charged?: boolean; printFile?: boolean } = {}) => ({
  phoneBrandId: '1',
  phoneBrandName: '苹果',
  phoneModelId: '2',
  phoneModelName: 'iPhone 15',
  phoneCaseMaterialId: '3',
  phoneCaseMaterialName: '液态硅胶',
  phoneCaseMaterialColorId: '4',
  phoneCaseMaterialColorName: '白色',
  customizedImageUrl: over.printFile === false ? '' : `/api/order_images/o1/i1/${infoIndex}/customized.png`,
  previewImageUrl: `/api/order_images/o1/i1/${infoIndex}/preview.png`,
  creditDeducted: over.charged ?? false,
  infoIndex,
});

/** A service holding order 4001 (item 5001 with three designs, the second charged before, the third without a print file). */
function service({ shortOfCredits = false, factoryRefuses = false, chargeUnanswered = false } = {}) {
  const charged = new Set<number>([1]);
  const sent: PushOrderRequest[] = [];
  const refunds: ImageRef[][] = [];
  const found = (): PrintFileOrder[] => [
    {
      orderOriginalId: '4001',
      orderId: 'o1',
      items: [
        {
          orderItemId: 'i1',
          originalId: '5001',
          infos: [0, 1, 2].map((n) => ({
            ...info(n, { charged: charged.has(n), printFile: n !== 2 }),
            printUrl: charged.has(n) && n !== 2 ? `/api/order_images/o1/i1/${n}/print.png?expires=9&token=ab` : '',
          })),
        },
      ],
    },
  ];
  const api: PrintFilePushApi = {
    printFiles: vi.fn(async (numbers: string[]) => (numbers.includes('4001') ? found() : [])),
    chargeImages: vi.fn(async ({ images }: { images: ImageRef[] }) => {
      if (shortOfCredits) throw new ShortOfCredits('积分不足');
      images.forEach((ref) => charged.add(ref.infoIndex));
      if (chargeUnanswered) throw new TypeError('Failed to fetch');
      return { chargedImages: images.length, charged: images, usedCredits: images.length * 60, credits: 0 };
    }),
    refundImages: vi.fn(async ({ images }: { images: ImageRef[] }) => {
      refunds.push(images);
      images.forEach((ref) => charged.delete(ref.infoIndex));
      return { refundedImages: images.length, refundedCredits: images.length * 60, servedImages: 0, credits: 0 };
    }),
    push: vi.fn(async (request: PushOrderRequest) => {
      sent.push(request);
      if (factoryRefuses) throw new Error('工厂拒收');
      return { success: true };
    }),
    absolute: (address: string) => new URL(address, 'http://console.test').href,
  };
  return { api, sent, refunds, charged };
}

const request = (over: Partial<PushOrderRequest> = {}): PushOrderRequest => ({
  factoryId: 'f1',
  orderOriginalId: '4001',
  orderItems: [{ originalId: '5001', quantity: 3, phoneCaseCustomizationInfos: [] }],
  ...over,
});

describe('pushing an order with its print files', () => {
  it('charges the images not charged yet, then sends every image as its absolute print address', async () => {
    const { api, sent, refunds } = service();
    await pushWithPrintFiles(api, request());
    expect(api.chargeImages).toHaveBeenCalledWith({ images: [{ orderId: 'o1', orderItemId: 'i1', infoIndex: 0 }] });
    const infos = sent[0]!.orderItems[0]!.phoneCaseCustomizationInfos;
    expect(infos.map((entry) => entry.customizedImageUrl)).toEqual([
      'http://console.test/api/order_images/o1/i1/0/print.png?expires=9&token=ab',
      'http://console.test/api/order_images/o1/i1/1/print.png?expires=9&token=ab',
      '',
    ]);
    expect(infos.every((entry) => entry.previewImageUrl.startsWith('http://console.test/'))).toBe(true);
    expect(infos[0]).not.toHaveProperty('infoIndex');
    expect(infos[0]).not.toHaveProperty('printUrl');
    expect(sent[0]!.orderItems[0]!.quantity).toBe(3);
    // Three designs share the item's three cases: one from each file (the archive's 定制1张), not three.
    expect(infos.map((entry) => entry.printQuantity)).toEqual([1, 1, 1]);
    expect(refunds).toEqual([]);
  });

  it.each([
    [1, [1, 1, 1]],
    [4, [2, 1, 1]],
    [6, [2, 2, 2]],
  ])('tells the factory, for quantity %i over three designs, the cases of each file: %j', async (quantity, counts) => {
    const { api, sent } = service();
    await pushWithPrintFiles(api, request({ orderItems: [{ originalId: '5001', quantity, phoneCaseCustomizationInfos: [] }] }));
    expect(sent[0]!.orderItems[0]!.phoneCaseCustomizationInfos.map((entry) => entry.printQuantity)).toEqual(counts);
  });

  it('charges nothing when every image was charged before', async () => {
    const { api, charged } = service();
    charged.add(0);
    await pushWithPrintFiles(api, request());
    expect(api.chargeImages).not.toHaveBeenCalled();
  });

  it('refunds what it charged when the factory does not take the order', async () => {
    const { api, refunds } = service({ factoryRefuses: true });
    await expect(pushWithPrintFiles(api, request())).rejects.toThrow('工厂拒收');
    expect(refunds).toEqual([[{ orderId: 'o1', orderItemId: 'i1', infoIndex: 0 }]]);
  });

  it('sends nothing when the credits do not cover the new images, and says how many', async () => {
    const { api, sent } = service({ shortOfCredits: true });
    const error = await pushWithPrintFiles(api, request()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PushRefusal);
    expect((error as Error).message).toBe('积分不足：该订单有 1 张定制图首次发出，需 60 积分，请充值后重试');
    expect(sent).toEqual([]);
  });

  it('refuses an item the order does not have, before any charge', async () => {
    const { api, sent } = service();
    await expect(pushWithPrintFiles(api, request({ orderItems: [{ originalId: '9999', quantity: 1, phoneCaseCustomizationInfos: [] }] }))).rejects.toThrow(
      '订单中没有子订单 9999，请刷新订单后重试',
    );
    expect(api.chargeImages).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('refuses an order none of whose designs has a print file, before any charge: never an empty print address', async () => {
    const { api, sent } = service();
    api.printFiles = vi.fn(async () => [
      { orderOriginalId: '4001', orderId: 'o1', items: [{ orderItemId: 'i1', originalId: '5001', infos: [0, 1].map((n) => ({ ...info(n, { printFile: false }), printUrl: '' })) }] },
    ]);
    await expect(pushWithPrintFiles(api, request())).rejects.toThrow('没有定制图，不推送');
    expect(api.chargeImages).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('passes another system’s order on with its own addresses, only when a factory can fetch them', async () => {
    const { api, sent } = service();
    const foreign = (address: string) =>
      request({ orderOriginalId: 'EXT-1', orderItems: [{ originalId: 'EXT-1-1', quantity: 1, phoneCaseCustomizationInfos: [{ ...info(0), customizedImageUrl: address }] }] });
    await pushWithPrintFiles(api, foreign('https://erp.example/print/1.png'));
    expect(sent).toHaveLength(1);
    await expect(pushWithPrintFiles(api, foreign('/print/1.png'))).rejects.toThrow('子订单 EXT-1-1 第 1 张定制图的地址不是工厂可下载的完整地址（http:// 或 https://）');
    expect(sent).toHaveLength(1);
  });

  it('counts what a push of the found orders charges', () => {
    const found: PrintFileOrder[] = [
      { orderOriginalId: 'a', orderId: 'oa', items: [{ orderItemId: 'ia', originalId: 'x', infos: [{ ...info(0), printUrl: '' }, { ...info(1, { charged: true }), printUrl: 'p' }] }] },
    ];
    expect(unchargedImages(found)).toEqual([{ orderId: 'oa', orderItemId: 'ia', infoIndex: 0 }]);
  });
});

/** The push's charge notes over a memory storage, with the locks a tab holds. */
function pushNotes() {
  const stored = new Map<string, string>();
  const storage: SafeStorage = {
    getItem: (key) => stored.get(key) ?? null,
    setItem: (key, value) => void stored.set(key, value),
    removeItem: (key) => void stored.delete(key),
    keys: () => [...stored.keys()],
  };
  const held = new Set<string>();
  let n = 0;
  const deps: ChargeNoteDeps = {
    shelf: { key: 'pcc.pushCharges.', lock: 'push-charges:' },
    storage,
    holdLock: (name) => {
      held.add(name);
      return () => held.delete(name);
    },
    heldLocks: async (prefix) => new Set([...held].filter((name) => name.startsWith(prefix)).map((name) => name.slice(prefix.length))),
    newId: () => `n${++n}`,
  };
  /** What the next visit would refund: the notes no tab holds. */
  const left = () => takeLeftCharges(deps, 'demo');
  return { deps, held, stored, left, chargeNote: () => startChargeNote(deps, 'demo') };
}

const first = { orderId: 'o1', orderItemId: 'i1', infoIndex: 0 };

describe('the note of what a push charged (a push cut short is refunded on the next visit)', () => {
  it('keeps what the order charged, held by its tab, while the factory has not answered', async () => {
    const { api } = service();
    const notes = pushNotes();
    let answer!: () => void;
    api.push = vi.fn(() => new Promise<unknown>((resolve) => (answer = () => resolve({ success: true }))));
    const pushing = pushWithPrintFiles({ ...api, chargeNote: notes.chargeNote }, request());
    await vi.waitFor(() => expect(api.push).toHaveBeenCalled());
    expect(notes.held.size).toBe(1);
    expect([...notes.stored.values()].map((note) => JSON.parse(note).refs)).toEqual([[first]]);
    // The tab reloaded now: its lock goes with it, and the next visit finds the charge.
    const heldBefore = new Set(notes.held);
    notes.held.clear();
    expect(await notes.left()).toEqual([first]);
    heldBefore.forEach((name) => notes.held.add(name));
    answer();
    await pushing;
  });

  it.each([
    ['the factory accepts the order: its images are delivered', {}],
    ['the factory refuses it and the refund answers', { factoryRefuses: true }],
    ['the credits do not cover it: nothing was charged', { shortOfCredits: true }],
  ])('leaves nothing once settled: %s', async (_, options) => {
    const { api } = service(options);
    const notes = pushNotes();
    await pushWithPrintFiles({ ...api, chargeNote: notes.chargeNote }, request()).catch(() => undefined);
    expect(notes.stored.size).toBe(0);
    expect(notes.held.size).toBe(0);
    expect(await notes.left()).toEqual([]);
  });

  it('leaves for the next visit what a refund without an answer did not give back', async () => {
    const { api } = service({ factoryRefuses: true });
    api.refundImages = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const notes = pushNotes();
    await expect(pushWithPrintFiles({ ...api, chargeNote: notes.chargeNote }, request())).rejects.toThrow('工厂拒收');
    expect(notes.held.size).toBe(0);
    expect(await notes.left()).toEqual([first]);
  });

  it('leaves for the next visit a charge that found no answer (it may have charged; the refund skips what it did not)', async () => {
    const { api, sent } = service({ chargeUnanswered: true });
    const notes = pushNotes();
    await expect(pushWithPrintFiles({ ...api, chargeNote: notes.chargeNote }, request())).rejects.toThrow('Failed to fetch');
    expect(sent).toEqual([]);
    expect(await notes.left()).toEqual([first]);
  });

  it('keeps no note for an order whose images were all charged before', async () => {
    const { api, charged } = service();
    charged.add(0);
    const notes = pushNotes();
    const chargeNote = vi.fn(notes.chargeNote);
    await pushWithPrintFiles({ ...api, chargeNote }, request());
    expect(chargeNote).not.toHaveBeenCalled();
  });
});
