/**
 * A service that charges 60 an image once and releases charged images only, as the dev API does, and the
 * flow's dialogs answering as a test says: the money path of 下载定制图 and 生成排版 is tested against them.
 */
import { vi } from 'vitest';
import { DEFAULT_DOWNLOAD_RULES_SETTING } from '../../../contract/downloadRules';
import type { ImageRef } from '../../../contract/credits';
import type { FailureReport, FlowUi, ShortAnswer } from '../../../src/features/downloads/flowDeps';

export class ShortOfCredits extends Error {
  code = 'INSUFFICIENT_CREDITS';
}

/**
 * A service that charges 60 an image once, as the dev API does, and releases charged images only; the
 * second image of o1 was charged before (creditDeducted in the list).
 */
export function fakeService(credits: number) {
  const charged = new Set<string>(['o1-i1:1']);
  const charges: ImageRef[][] = [];
  const refunds: ImageRef[][] = [];
  let balance = credits;
  const keyOf = (ref: ImageRef) => `${ref.orderItemId}:${ref.infoIndex}`;
  return {
    charged,
    charges,
    refunds,
    balance: () => balance,
    spend: (amount: number) => (balance -= amount),
    api: {
      getCredits: vi.fn(async () => ({ credits: balance })),
      chargeImages: vi.fn(async ({ images }: { images: ImageRef[] }) => {
        const fresh = images.filter((ref) => !charged.has(keyOf(ref)));
        if (fresh.length * 60 > balance) throw new ShortOfCredits('积分不足');
        charges.push(images);
        for (const ref of fresh) charged.add(keyOf(ref));
        balance -= fresh.length * 60;
        return { chargedImages: fresh.length, charged: fresh, usedCredits: fresh.length * 60, credits: balance };
      }),
      refundImages: vi.fn(async ({ images }: { images: ImageRef[] }) => {
        refunds.push(images);
        const back = images.filter((ref) => charged.delete(keyOf(ref)));
        balance += back.length * 60;
        return { refundedImages: back.length, refundedCredits: back.length * 60, servedImages: 0, credits: balance };
      }),
      lookupCustomizedImages: vi.fn(async (orderIds: string[]) =>
        orderIds.map((orderId) => ({
          orderId,
          customizedImageUrls: [0, 1, 2]
            .filter((index) => charged.has(`${orderId}-i1:${index}`))
            .map((index) => ({ orderItemId: `${orderId}-i1`, infoIndex: index, customizedImageUrl: `/print/${orderId}/${index}` })),
        })),
      ),
      getDownloadRules: vi.fn(async () => DEFAULT_DOWNLOAD_RULES_SETTING),
    },
  };
}

export function fakeUi(answers: { confirm?: boolean; short?: ShortAnswer[]; retry?: boolean } = {}) {
  const short = [...(answers.short ?? [])];
  const ui = {
    notify: vi.fn(),
    confirmCharge: vi.fn(async (_summary: Parameters<FlowUi['confirmCharge']>[0]) => answers.confirm ?? true),
    shortOfCredits: vi.fn(async () => short.shift() ?? 'cancel'),
    progress: vi.fn(),
    done: vi.fn(),
    incomplete: vi.fn(async () => undefined),
    cancelled: vi.fn(),
    tooManyForTarget: vi.fn(async () => undefined),
    allFailed: vi.fn(async (_report: FailureReport) => answers.retry ?? false),
    someFailed: vi.fn(async (_report: FailureReport) => answers.retry ?? false),
    refunded: vi.fn(),
    refundKept: vi.fn(),
    refundFailed: vi.fn(),
    error: vi.fn(async () => undefined),
  } satisfies FlowUi;
  return ui;
}

