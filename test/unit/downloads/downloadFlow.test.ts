import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_DOWNLOAD_RULES_SETTING } from '../../../contract/downloadRules';
import type { ImageRef } from '../../../contract/credits';
import { downloadCustomized, downloadEffect } from '../../../src/features/downloads/downloadFlow';
import type { FlowDeps, FlowUi, RunView } from '../../../src/features/downloads/flowDeps';
import { settleLeftCharges } from '../../../src/features/downloads/refund';
import { planArchive } from '../../../src/lib/bulkDownload/names';
import type { BulkDownloadOptions, BulkDownloadResult } from '../../../src/lib/bulkDownload/types';
import { info, SHOPS, tick } from './fixtures';
import { fakeService, fakeUi } from './fakeService';

function deps(service: ReturnType<typeof fakeService>, ui: FlowUi, run?: (options: BulkDownloadOptions) => Promise<BulkDownloadResult>): FlowDeps & { runs: BulkDownloadOptions[] } {
  const runs: BulkDownloadOptions[] = [];
  return {
    runs,
    api: service.api,
    engine: {
      planArchive,
      runBulkDownload: async (options) => {
        runs.push(options);
        if (run) return run(options);
        options.onPartSaved?.({ name: options.archiveName(1), keys: options.plan.images.map((image) => image.key) });
        return { parts: [options.archiveName(1)], savedImages: options.plan.images.length, failures: [] };
      },
    },
    beginSave: vi.fn(async () => ({ label: '下载', saveFile: async () => undefined })),
    fetchImage: async () => new Response(''),
    ui,
    now: () => new Date(2026, 10, 22, 19, 5, 12),
    toTiff: false,
    config: { partLimitBytes: 1000, concurrency: 4, stallMs: 60_000 },
    onDownloaded: vi.fn(),
  };
}

const ticked = [tick('o1', [info(1), info(2, { creditDeducted: true })]), tick('o2', [info(3)])];

describe('下载定制图 (spec 3 §4)', () => {
  it('confirms the count, the new ones and the cost, charges only the new ones, and archives all', async () => {
    const service = fakeService(3000);
    const ui = fakeUi();
    const flow = deps(service, ui);
    await downloadCustomized(flow, ticked, SHOPS);
    expect(ui.confirmCharge).toHaveBeenCalledWith({ images: 3, fresh: 2, cost: 120, balance: 3000, withoutPrint: [] });
    expect(service.charges.flat().map((ref) => `${ref.orderItemId}:${ref.infoIndex}`)).toEqual(['o1-i1:0', 'o2-i1:0']);
    expect(flow.runs[0]!.plan.images.map((image) => image.url)).toEqual(['/print/o1/0', '/print/o1/1', '/print/o2/0']);
    expect(flow.runs[0]!.archiveName(2)).toBe('定制图_20261122_190512_2.zip');
    expect(flow.runs[0]!.retries).toBe(3);
    expect(flow.beginSave).toHaveBeenCalledWith('定制图_20261122_190512_1.zip');
    expect(ui.done).toHaveBeenCalledWith('下载', ['定制图_20261122_190512_1.zip']);
    expect(flow.onDownloaded).toHaveBeenCalledOnce();
  });

  it('asks, charges and delivers by what the service holds charged now, not by what the ticks were shown', async () => {
    const service = fakeService(3000);
    // Charged since the list was read (another page's tick, another tab), and one the list shows charged refunded since.
    service.charged.add('o2-i1:0');
    service.charged.delete('o1-i1:1');
    const ui = fakeUi();
    const flow = deps(service, ui);
    await downloadCustomized(flow, ticked, SHOPS);
    expect(ui.confirmCharge).toHaveBeenCalledWith({ images: 3, fresh: 2, cost: 120, balance: 3000, withoutPrint: [] });
    expect(service.charges.flat().map((ref) => `${ref.orderItemId}:${ref.infoIndex}`)).toEqual(['o1-i1:0', 'o1-i1:1']);
    expect(flow.runs[0]!.plan.images.map((image) => image.url)).toEqual(['/print/o1/0', '/print/o1/1', '/print/o2/0']);
  });

  it('reads again once the merchant has answered, and asks again when an image counted free was refunded meanwhile', async () => {
    const service = fakeService(3000);
    const ui = fakeUi();
    // Another tab's refund lands while the confirmation is open: o1's second image is no longer paid for.
    ui.confirmCharge.mockImplementationOnce(async () => {
      service.charged.delete('o1-i1:1');
      return true;
    });
    const flow = deps(service, ui);
    await downloadCustomized(flow, ticked, SHOPS);
    expect(ui.confirmCharge.mock.calls.map(([summary]) => summary.fresh)).toEqual([2, 3]);
    expect(service.charges.flat().map((ref) => `${ref.orderItemId}:${ref.infoIndex}`)).toEqual(['o1-i1:0', 'o1-i1:1', 'o2-i1:0']);
    expect(flow.runs[0]!.plan.images).toHaveLength(3);
  });

  it('charges less without asking again when another tab paid for an image meanwhile', async () => {
    const service = fakeService(3000);
    const ui = fakeUi();
    ui.confirmCharge.mockImplementationOnce(async () => {
      service.charged.add('o2-i1:0');
      return true;
    });
    const flow = deps(service, ui);
    await downloadCustomized(flow, ticked, SHOPS);
    expect(ui.confirmCharge).toHaveBeenCalledOnce();
    expect(service.charges.flat().map((ref) => `${ref.orderItemId}:${ref.infoIndex}`)).toEqual(['o1-i1:0']);
    expect(service.balance()).toBe(3000 - 60);
    expect(flow.runs[0]!.plan.images).toHaveLength(3);
  });

  it('with every ticked image charged since the list was read, charges nothing and delivers all', async () => {
    const service = fakeService(40);
    service.charged.add('o1-i1:0').add('o2-i1:0');
    const ui = fakeUi();
    const flow = deps(service, ui);
    await downloadCustomized(flow, ticked, SHOPS);
    expect(ui.shortOfCredits).not.toHaveBeenCalled();
    expect(ui.confirmCharge).toHaveBeenCalledWith({ images: 3, fresh: 0, cost: 0, balance: 40, withoutPrint: [] });
    expect(service.api.chargeImages).not.toHaveBeenCalled();
    expect(flow.runs[0]!.plan.images.map((image) => image.url)).toEqual(['/print/o1/0', '/print/o1/1', '/print/o2/0']);
    expect(service.balance()).toBe(40);
  });

  it('reads what is charged in lookups the service takes (500 orders each), before anything is asked', async () => {
    const service = fakeService(100_000);
    const many = Array.from({ length: 501 }, (_, n) => tick(`m${n}`, [info(n)]));
    const ui = fakeUi({ confirm: false });
    await downloadCustomized(deps(service, ui), many, SHOPS);
    expect(service.api.lookupCustomizedImages.mock.calls.map(([ids]) => ids.length)).toEqual([500, 1]);
    expect(ui.confirmCharge).toHaveBeenCalledWith(expect.objectContaining({ images: 501, fresh: 501 }));
  });

  it('a lookup of what is charged that fails says why and charges nothing', async () => {
    const service = fakeService(3000);
    service.api.lookupCustomizedImages.mockRejectedValue(new Error('网络错误'));
    const ui = fakeUi();
    const flow = deps(service, ui);
    await downloadCustomized(flow, ticked, SHOPS);
    expect(ui.error).toHaveBeenCalledWith('customized', '网络错误');
    expect(ui.confirmCharge).not.toHaveBeenCalled();
    expect(service.api.chargeImages).not.toHaveBeenCalled();
    expect(flow.beginSave).not.toHaveBeenCalled();
  });

  it('the view shown when a part is saved carries the figures reached, not the first ones', async () => {
    const service = fakeService(3000);
    const ui = fakeUi();
    const flow = deps(service, ui, async (options) => {
      options.onProgress({ totalImages: 3, doneImages: 2, failedImages: 0, bytesWritten: 5000, part: 1 });
      await options.savePart(options.archiveName(1), new ReadableStream(), options.signal);
      return { parts: [options.archiveName(1)], savedImages: 3, failures: [] };
    });
    await downloadCustomized(flow, ticked, SHOPS);
    const views = ui.progress.mock.calls.map(([view]) => view as RunView | null).filter((view): view is RunView => view !== null);
    const afterSave = views.find((view) => view.savedParts.length === 1)!;
    expect(afterSave.progress).toMatchObject({ doneImages: 2, bytesWritten: 5000 });
  });

  it('charges nothing and saves nothing when the confirmation is cancelled', async () => {
    const service = fakeService(3000);
    const flow = deps(service, fakeUi({ confirm: false }));
    await downloadCustomized(flow, ticked, SHOPS);
    expect(service.api.chargeImages).not.toHaveBeenCalled();
    expect(flow.beginSave).not.toHaveBeenCalled();
    expect(flow.onDownloaded).not.toHaveBeenCalled();
  });

  it('charges nothing when the folder picker is cancelled', async () => {
    const service = fakeService(3000);
    const flow = deps(service, fakeUi());
    flow.beginSave = async () => Promise.reject(new DOMException('cancelled', 'AbortError'));
    await downloadCustomized(flow, ticked, SHOPS);
    expect(service.api.chargeImages).not.toHaveBeenCalled();
    expect(flow.ui.error).not.toHaveBeenCalled();
  });

  it('with too few credits asks, and 继续下载 charges what the balance covers and downloads that plus the charged ones', async () => {
    const service = fakeService(60);
    const ui = fakeUi({ short: ['continue'] });
    const flow = deps(service, ui);
    await downloadCustomized(flow, ticked, SHOPS);
    expect(ui.confirmCharge).not.toHaveBeenCalled();
    expect(ui.shortOfCredits).toHaveBeenCalledWith({ balance: 60, fresh: 2, affordable: 1, charged: 1, withoutPrint: [] });
    expect(service.charges.flat().map((ref) => `${ref.orderItemId}:${ref.infoIndex}`)).toEqual(['o1-i1:0']);
    expect(flow.runs[0]!.plan.images.map((image) => image.url)).toEqual(['/print/o1/0', '/print/o1/1']);
  });

  it('a refused charge (another tab spent the credits) re-reads the balance and asks again', async () => {
    const service = fakeService(3000);
    const ui = fakeUi({ short: ['continue'] });
    const flow = deps(service, ui);
    ui.confirmCharge.mockImplementation(async () => {
      service.spend(2940);
      return true;
    });
    await downloadCustomized(flow, ticked, SHOPS);
    expect(service.api.getCredits).toHaveBeenCalledTimes(2);
    expect(ui.shortOfCredits).toHaveBeenCalledWith({ balance: 60, fresh: 2, affordable: 1, charged: 1, withoutPrint: [] });
    expect(service.charges.flat()).toHaveLength(1);
    expect(flow.runs).toHaveLength(1);
  });

  it('立即充值 or 取消 ends the flow without a charge', async () => {
    for (const answer of ['recharge', 'cancel'] as const) {
      const service = fakeService(0);
      const flow = deps(service, fakeUi({ short: [answer] }));
      await downloadCustomized(flow, ticked, SHOPS);
      expect(service.api.chargeImages).not.toHaveBeenCalled();
      expect(flow.beginSave).not.toHaveBeenCalled();
    }
  });

  it('says nothing is ticked before any call', async () => {
    const service = fakeService(3000);
    const ui = fakeUi();
    await downloadCustomized(deps(service, ui), [], SHOPS);
    expect(ui.notify).toHaveBeenCalledWith({ level: 'warning', text: '请至少勾选一个商品' });
    expect(service.api.getCredits).not.toHaveBeenCalled();
  });

  it('lists the failures, and the retry archives only those, charging nothing again', async () => {
    const service = fakeService(3000);
    const ui = fakeUi({ retry: true });
    let pass = 0;
    const flow = deps(service, ui, async (options) => {
      pass++;
      const [first, ...rest] = options.plan.images;
      const delivered = pass === 1 ? rest : options.plan.images;
      options.onPartSaved?.({ name: `p${pass}`, keys: delivered.map((image) => image.key) });
      return pass === 1
        ? { parts: ['p1'], savedImages: rest.length, failures: [{ image: first!, reason: '服务器返回 HTTP 500' }] }
        : { parts: ['p2'], savedImages: options.plan.images.length, failures: [] };
    });
    await downloadCustomized(flow, ticked, SHOPS);
    const failedName = flow.runs[0]!.plan.images[0]!.path.split('/').pop();
    expect(ui.someFailed).toHaveBeenCalledWith({
      kind: 'customized',
      failures: [{ orderOriginalId: '88o1', reason: '服务器返回 HTTP 500', fileName: failedName }],
      retryable: true,
      refundOnClose: 1,
      withoutPrint: [],
    });
    expect(flow.runs).toHaveLength(2);
    // The retry delivered it: nothing to refund, charged once.
    expect(service.api.refundImages).not.toHaveBeenCalled();
    expect(service.balance()).toBe(3000 - 120);
    expect(flow.runs[1]!.plan).toEqual({ images: [flow.runs[0]!.plan.images[0]], extraFiles: [], orderIdFileName: null });
    expect(service.api.chargeImages).toHaveBeenCalledTimes(1);
    expect(flow.beginSave).toHaveBeenCalledTimes(2);
  });

  it('offers the failures again when their retry is stopped before it saved anything', async () => {
    const service = fakeService(3000);
    const ui = fakeUi();
    ui.someFailed.mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    let pass = 0;
    const flow = deps(service, ui, async (options) => {
      pass++;
      const [first, ...rest] = options.plan.images;
      if (pass === 1) {
        options.onPartSaved?.({ name: 'p1', keys: rest.map((image) => image.key) });
        return { parts: ['p1'], savedImages: rest.length, failures: [{ image: first!, reason: '服务器返回 HTTP 500' }] };
      }
      // The seller stops the retry from its progress dialog.
      (ui.progress.mock.calls.at(-1)![0] as { stop: () => void }).stop();
      throw new DOMException('已取消', 'AbortError');
    });
    await downloadCustomized(flow, ticked, SHOPS);
    // o1's first image, charged by this flow and never saved, is refunded; the summary says so.
    expect(ui.cancelled).toHaveBeenCalledWith({ kind: 'customized', savedParts: [], savedImages: 0, refund: { images: 1, credits: 60, served: 0, unsettled: 0 } });
    expect(ui.refunded).not.toHaveBeenCalled();
    expect(ui.someFailed).toHaveBeenCalledTimes(2);
    expect(ui.someFailed.mock.calls[1]).toEqual(ui.someFailed.mock.calls[0]);
  });

  it('gives the retry archive the order-number file too, when the first one had it', async () => {
    const service = fakeService(3000);
    service.api.getDownloadRules.mockResolvedValue({ ...DEFAULT_DOWNLOAD_RULES_SETTING, withOrderIdFile: true });
    const ui = fakeUi({ retry: true });
    let pass = 0;
    const flow = deps(service, ui, async (options) => {
      pass++;
      const [first, ...rest] = options.plan.images;
      const delivered = pass === 1 ? rest : options.plan.images;
      options.onPartSaved?.({ name: `p${pass}`, keys: delivered.map((image) => image.key) });
      return pass === 1
        ? { parts: ['p1'], savedImages: rest.length, failures: [{ image: first!, reason: '服务器返回 HTTP 500' }] }
        : { parts: ['p2'], savedImages: options.plan.images.length, failures: [] };
    });
    await downloadCustomized(flow, ticked, SHOPS);
    const failed = flow.runs[0]!.plan.images[0]!;
    expect(flow.runs[0]!.plan.orderIdFileName).toBe('订单号.txt');
    expect(flow.runs[1]!.plan).toEqual({ images: [failed], extraFiles: [], orderIdFileName: '订单号.txt' });
  });

  it('closing the failure list refunds the images it charged that no archive holds, and only those', async () => {
    const service = fakeService(3000);
    const ui = fakeUi({ retry: false });
    const flow = deps(service, ui, async (options) => {
      const [first, ...rest] = options.plan.images;
      options.onPartSaved?.({ name: 'p1', keys: rest.map((image) => image.key) });
      return { parts: ['p1'], savedImages: rest.length, failures: [{ image: first!, reason: '服务器返回 HTTP 500' }] };
    });
    await downloadCustomized(flow, ticked, SHOPS);
    // o1's first image failed: charged by this flow, so refunded; o2's arrived and stays charged.
    expect(service.refunds).toEqual([[{ orderId: 'o1', orderItemId: 'o1-i1', infoIndex: 0 }]]);
    expect(ui.refunded).toHaveBeenCalledWith({ images: 1, credits: 60 });
    expect(service.balance()).toBe(3000 - 60);
    expect(flow.onDownloaded).toHaveBeenCalledOnce();
  });

  it('never refunds an image charged before the flow, even when it fails again', async () => {
    const service = fakeService(3000);
    const ui = fakeUi();
    const flow = deps(service, ui, async (options) => {
      const failed = options.plan.images.filter((image) => image.key === 'o1-i1:1');
      const rest = options.plan.images.filter((image) => image.key !== 'o1-i1:1');
      options.onPartSaved?.({ name: 'p1', keys: rest.map((image) => image.key) });
      return { parts: ['p1'], savedImages: rest.length, failures: failed.map((image) => ({ image, reason: '服务器返回 HTTP 500' })) };
    });
    await downloadCustomized(flow, ticked, SHOPS);
    expect(ui.someFailed).toHaveBeenCalledWith(expect.objectContaining({ refundOnClose: 0 }));
    expect(service.api.refundImages).not.toHaveBeenCalled();
  });

  it('all failed: 重试 is offered, and a retry that delivers charges nothing more and refunds nothing', async () => {
    const service = fakeService(3000);
    const ui = fakeUi({ retry: true });
    let pass = 0;
    const flow = deps(service, ui, async (options) => {
      pass++;
      if (pass === 1) return { parts: [], savedImages: 0, failures: options.plan.images.map((image) => ({ image, reason: '网络错误，无法下载图片' })) };
      options.onPartSaved?.({ name: 'p2', keys: options.plan.images.map((image) => image.key) });
      return { parts: ['p2'], savedImages: options.plan.images.length, failures: [] };
    });
    await downloadCustomized(flow, ticked, SHOPS);
    expect(ui.allFailed).toHaveBeenCalledWith(expect.objectContaining({ kind: 'customized', retryable: true, refundOnClose: 2 }));
    expect(flow.runs).toHaveLength(2);
    expect(flow.runs[1]!.plan.images).toHaveLength(3);
    expect(service.api.chargeImages).toHaveBeenCalledTimes(1);
    expect(service.api.refundImages).not.toHaveBeenCalled();
    expect(service.balance()).toBe(3000 - 120);
  });

  it('a cancelled run refunds what the discarded part held, not what a saved part holds', async () => {
    const service = fakeService(3000);
    const ui = fakeUi();
    const flow = deps(service, ui, async (options) => {
      await options.savePart('定制图_1.zip', new ReadableStream(), options.signal);
      options.onPartSaved?.({ name: '定制图_1.zip', keys: [options.plan.images[0]!.key] });
      (ui.progress.mock.calls.at(-1)![0] as { stop: () => void }).stop();
      throw new DOMException('stopped', 'AbortError');
    });
    await downloadCustomized(flow, ticked, SHOPS);
    expect(service.refunds.flat().map((ref) => `${ref.orderItemId}:${ref.infoIndex}`)).toEqual(['o2-i1:0']);
    expect(service.balance()).toBe(3000 - 60);
    // One summary once the refund has answered: saved, refunded, kept.
    expect(ui.cancelled).toHaveBeenCalledWith({ kind: 'customized', savedParts: ['定制图_1.zip'], savedImages: 1, refund: { images: 1, credits: 60, served: 0, unsettled: 0 } });
    expect(ui.refunded).not.toHaveBeenCalled();
  });

  it('an error after the charge refunds every image it charged', async () => {
    const service = fakeService(3000);
    // The lookups before and after the question read what is charged; the one after the charge fails.
    const real = service.api.lookupCustomizedImages.getMockImplementation()!;
    service.api.lookupCustomizedImages.mockImplementationOnce(real).mockImplementationOnce(real).mockRejectedValueOnce(new Error('网络错误'));
    const ui = fakeUi();
    const flow = deps(service, ui);
    await downloadCustomized(flow, ticked, SHOPS);
    expect(ui.error).toHaveBeenCalledWith('customized', '网络错误');
    expect(service.balance()).toBe(3000);
    expect(ui.refunded).toHaveBeenCalledWith({ images: 2, credits: 120 });
  });

  it('says which images stay charged because the service already served their print file', async () => {
    const service = fakeService(3000);
    service.api.refundImages.mockImplementation(async ({ images }) => ({ refundedImages: images.length - 1, refundedCredits: (images.length - 1) * 60, servedImages: 1, credits: 0 }));
    const ui = fakeUi();
    const flow = deps(service, ui, async (options) => ({ parts: [], savedImages: 0, failures: options.plan.images.map((image) => ({ image, reason: 'x' })) }));
    await downloadCustomized(flow, ticked, SHOPS);
    expect(ui.refunded).toHaveBeenCalledWith({ images: 1, credits: 60 });
    expect(ui.refundKept).toHaveBeenCalledWith(1);
    expect(ui.refundFailed).not.toHaveBeenCalled();
  });

  it('refuses before any question of credits when the adapter already knows its target cannot take this many', async () => {
    const many = Array.from({ length: 31 }, (_, n) => tick(`m${n}`, [info(n)]));
    const service = fakeService(30000);
    const ui = fakeUi();
    const flow = deps(service, ui);
    flow.saveFileLimit = async () => 10 * 1_048_576;
    await downloadCustomized(flow, many, SHOPS);
    expect(ui.tooManyForTarget).toHaveBeenCalledWith(expect.objectContaining({ images: 31, maxImages: 30 }));
    expect(service.api.getCredits).not.toHaveBeenCalled();
    expect(ui.confirmCharge).not.toHaveBeenCalled();
    expect(flow.beginSave).not.toHaveBeenCalled();
  });

  it('keeps its charges in a note until they are delivered or refunded, and leaves it when the refund finds no answer', async () => {
    const calls: string[] = [];
    const note = {
      charging: (refs: readonly ImageRef[]) => calls.push(`charging ${refs.map((r) => r.orderItemId).join()}`),
      charged: (refs: readonly ImageRef[]) => calls.push(`charged ${refs.map((r) => r.orderItemId).join()}`),
      notCharged: () => calls.push('not charged'),
      delivered: (keys: readonly string[]) => calls.push(`delivered ${keys.join()}`),
      finish: () => calls.push('finish'),
      leave: () => calls.push('leave'),
    };
    const service = fakeService(3000);
    const flow = deps(service, fakeUi(), async (options) => ({ parts: [], savedImages: 0, failures: options.plan.images.map((image) => ({ image, reason: 'x' })) }));
    flow.chargeNote = () => note;
    await downloadCustomized(flow, ticked, SHOPS);
    expect(calls).toEqual(['charging o1-i1,o2-i1', 'charged o1-i1,o2-i1', 'delivered o1-i1:0,o2-i1:0', 'finish']);

    calls.length = 0;
    const offline = fakeService(3000);
    offline.api.refundImages.mockRejectedValue(new TypeError('Failed to fetch'));
    const again = deps(offline, fakeUi(), async (options) => ({ parts: [], savedImages: 0, failures: options.plan.images.map((image) => ({ image, reason: 'x' })) }));
    again.chargeNote = () => note;
    await downloadCustomized(again, ticked, SHOPS);
    expect(calls).toEqual(['charging o1-i1,o2-i1', 'charged o1-i1,o2-i1', 'leave']);
  });

  it('a charge that gets no answer may have charged: its images are refunded when the flow ends, and nothing is fetched', async () => {
    const service = fakeService(3000);
    const ui = fakeUi();
    const flow = deps(service, ui);
    // The service charged, and the answer was lost on the way back.
    const charge = service.api.chargeImages.getMockImplementation()!;
    service.api.chargeImages.mockImplementationOnce(async (request: { images: ImageRef[] }) => {
      await charge(request);
      throw new TypeError('Failed to fetch');
    });
    flow.onCharged = vi.fn();
    await downloadCustomized(flow, ticked, SHOPS);
    expect(flow.onCharged).toHaveBeenCalledTimes(1);
    expect(flow.runs).toHaveLength(0);
    expect(ui.error).toHaveBeenCalled();
    expect(service.api.refundImages).toHaveBeenCalledWith({ images: [expect.objectContaining({ orderItemId: 'o1-i1' }), expect.objectContaining({ orderItemId: 'o2-i1' })] });
    expect(ui.refunded).toHaveBeenCalledWith({ images: 2, credits: 120 });
    expect(service.balance()).toBe(3000);
  });

  it('settles charges an earlier download left, putting back what still finds no answer', async () => {
    const service = fakeService(3000);
    await service.api.chargeImages({ images: [{ orderId: 'o2', orderItemId: 'o2-i1', infoIndex: 0 }] });
    const ui = fakeUi();
    const putBack: ImageRef[][] = [];
    expect(await settleLeftCharges({ api: service.api, ui }, [{ orderId: 'o2', orderItemId: 'o2-i1', infoIndex: 0 }], (refs) => putBack.push(refs))).toBe(true);
    expect(ui.refunded).toHaveBeenCalledWith({ images: 1, credits: 60 });
    expect(putBack).toEqual([[]]);
    service.api.refundImages.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await settleLeftCharges({ api: service.api, ui }, [{ orderId: 'o2', orderItemId: 'o2-i1', infoIndex: 0 }], (refs) => putBack.push(refs))).toBe(false);
    expect(putBack[1]).toEqual([{ orderId: 'o2', orderItemId: 'o2-i1', infoIndex: 0 }]);
  });

  it('a refund that fails says those images stay charged (and download free)', async () => {
    const service = fakeService(3000);
    service.api.refundImages.mockRejectedValue(new Error('网络错误'));
    const ui = fakeUi();
    const flow = deps(service, ui, async (options) => ({ parts: [], savedImages: 0, failures: options.plan.images.map((image) => ({ image, reason: 'x' })) }));
    await downloadCustomized(flow, ticked, SHOPS);
    expect(ui.refundFailed).toHaveBeenCalledWith(2);
    expect(ui.refunded).not.toHaveBeenCalled();
  });

  it('a target with a file limit cuts the parts to it, and refuses before any charge a download that needs too many', async () => {
    const service = fakeService(3000);
    const ui = fakeUi();
    const flow = deps(service, ui);
    flow.beginSave = vi.fn(async () => ({ label: '千牛', maxFileBytes: 500, saveFile: async () => undefined }));
    await downloadCustomized(flow, ticked, SHOPS);
    expect(flow.runs[0]!.partLimitBytes).toBe(500);
    expect(flow.runs[0]!.partLimitIsHard).toBe(true);

    const many = Array.from({ length: 31 }, (_, n) => tick(`m${n}`, [info(n)]));
    const big = deps(fakeService(30000), ui);
    big.beginSave = vi.fn(async () => ({ label: '千牛', maxFileBytes: 10 * 1_048_576, saveFile: async () => undefined }));
    await downloadCustomized(big, many, SHOPS);
    expect(ui.tooManyForTarget).toHaveBeenCalledWith({ kind: 'customized', images: 31, limitMegabytes: 10, parts: 11, maxImages: 30 });
    expect(big.api.chargeImages).not.toHaveBeenCalled();
    expect(big.runs).toHaveLength(0);
  });

  it('all failed: the error dialog, not 下载完成', async () => {
    const service = fakeService(3000);
    const ui = fakeUi();
    const flow = deps(service, ui, async (options) => ({
      parts: [],
      savedImages: 0,
      failures: options.plan.images.map((image) => ({ image, reason: '网络错误，无法下载图片' })),
    }));
    await downloadCustomized(flow, ticked, SHOPS);
    expect(ui.allFailed).toHaveBeenCalledWith(
      expect.objectContaining({ failures: expect.arrayContaining([expect.objectContaining({ orderOriginalId: '88o2', reason: '网络错误，无法下载图片' })]) }),
    );
    expect(ui.done).not.toHaveBeenCalled();
    // Closed without a retry: what it charged comes back, and the list reloads to show it.
    expect(service.balance()).toBe(3000);
    expect(flow.onDownloaded).toHaveBeenCalledOnce();
  });

  it('any other failure: 下载定制图时发生错误 with the reason', async () => {
    const service = fakeService(3000);
    const ui = fakeUi();
    const flow = deps(service, ui, async () => Promise.reject(new Error('磁盘已满')));
    await downloadCustomized(flow, ticked, SHOPS);
    expect(ui.error).toHaveBeenCalledWith('customized', '磁盘已满');
  });

  it('a full disk is said in Chinese with what to do, not in the English of the browser', async () => {
    const service = fakeService(3000);
    const ui = fakeUi();
    const quota = new DOMException('Failed to execute write: the operation would exceed its storage quota.', 'QuotaExceededError');
    const flow = deps(service, ui, async () => Promise.reject(quota));
    await downloadCustomized(flow, ticked, SHOPS);
    expect(ui.error).toHaveBeenCalledWith('customized', '磁盘空间不足，压缩包没有保存完整：请腾出空间或换一个文件夹后重试');
  });

  it('a cancelled run says which parts were saved', async () => {
    const service = fakeService(3000);
    const ui = fakeUi();
    const flow = deps(service, ui, async (options) => {
      await options.savePart('定制图_1.zip', new ReadableStream(), options.signal);
      (ui.progress.mock.calls.at(-1)![0] as { stop: () => void }).stop();
      throw new DOMException('stopped', 'AbortError');
    });
    await downloadCustomized(flow, ticked, SHOPS);
    expect(ui.cancelled).toHaveBeenCalledWith(expect.objectContaining({ savedParts: ['定制图_1.zip'], savedImages: 0 }));
    expect(ui.error).not.toHaveBeenCalled();
    expect(ui.progress).toHaveBeenLastCalledWith(null);
  });
});

describe('designs without a print file (无 in the list)', () => {
  // o1's item holds three designs, the second without a print file; o2's is whole.
  const partly = [tick('o1', [info(1), info(2, { customizedImageUrl: '' }), info(3)]), tick('o2', [info(4)])];
  const named = [{ orderOriginalId: '88o1', itemIndex: 1, designs: 3, without: 1 }];

  it('are named in the confirmation, listed with the result, and the order-number list marks the order incomplete', async () => {
    const service = fakeService(3000);
    service.api.getDownloadRules.mockResolvedValue({ ...DEFAULT_DOWNLOAD_RULES_SETTING, withOrderIdFile: true });
    const ui = fakeUi();
    const flow = deps(service, ui);
    await downloadCustomized(flow, partly, SHOPS);
    expect(ui.confirmCharge).toHaveBeenCalledWith(expect.objectContaining({ images: 3, withoutPrint: named }));
    expect(flow.runs[0]!.plan.orderNotes).toEqual({ '88o1': '不完整：3 张定制中 1 张没有定制图' });
    expect(ui.done).toHaveBeenCalled();
    expect(ui.incomplete).toHaveBeenCalledWith(named);
  });

  it('list an order the archive holds no file of in its shop’s order-number list all the same', async () => {
    const service = fakeService(3000);
    service.api.getDownloadRules.mockResolvedValue({ ...DEFAULT_DOWNLOAD_RULES_SETTING, withOrderIdFile: true });
    const flow = deps(service, fakeUi());
    await downloadCustomized(flow, [...partly, tick('o3', [info(5, { customizedImageUrl: '' }), info(6, { customizedImageUrl: '' })])], SHOPS);
    expect(flow.runs[0]!.plan.orderNotes).toEqual({ '88o1': '不完整：3 张定制中 1 张没有定制图', '88o3': '不完整：2 张定制都没有定制图' });
    expect(flow.runs[0]!.plan.unfiledOrders).toEqual([{ folder: '壳美定制旗舰店', orderOriginalId: '88o3' }]);
  });

  it.each([
    { name: 'lists it again in a retry when the first archive saved nothing', savedFirst: false, listed: [{ folder: '壳美定制旗舰店', orderOriginalId: '88o3' }] },
    { name: 'leaves it to the first archive’s list when that was saved', savedFirst: true, listed: undefined },
  ])('$name', async ({ savedFirst, listed }) => {
    const service = fakeService(3000);
    service.api.getDownloadRules.mockResolvedValue({ ...DEFAULT_DOWNLOAD_RULES_SETTING, withOrderIdFile: true });
    const ui = fakeUi();
    ui.allFailed.mockResolvedValueOnce(true);
    ui.someFailed.mockResolvedValueOnce(true);
    const flow = deps(service, ui, async (options) => {
      const [first, ...rest] = options.plan.images;
      if (flow.runs.length > 1) return { parts: ['定制图_2.zip'], savedImages: options.plan.images.length, failures: [] };
      const failed = savedFirst ? rest : options.plan.images;
      if (savedFirst) options.onPartSaved?.({ name: '定制图_1.zip', keys: [first!.key] });
      return { parts: savedFirst ? ['定制图_1.zip'] : [], savedImages: savedFirst ? 1 : 0, failures: failed.map((image) => ({ image, reason: '网络错误，无法下载图片' })) };
    });
    await downloadCustomized(flow, [...partly, tick('o3', [info(5, { customizedImageUrl: '' })])], SHOPS);
    expect(flow.runs).toHaveLength(2);
    expect(flow.runs[1]!.plan.unfiledOrders).toEqual(listed);
  });

  it('are named in 积分不足 too, and beside the failures when some failed', async () => {
    const service = fakeService(120);
    const ui = fakeUi({ short: ['continue'] });
    const flow = deps(service, ui, async (options) => {
      const [first, ...rest] = options.plan.images;
      options.onPartSaved?.({ name: 'p1', keys: rest.map((image) => image.key) });
      return { parts: ['p1'], savedImages: rest.length, failures: [{ image: first!, reason: '服务器返回 HTTP 500' }] };
    });
    await downloadCustomized(flow, [...partly, tick('o3', [info(5)])], SHOPS);
    expect(ui.shortOfCredits).toHaveBeenCalledWith(expect.objectContaining({ withoutPrint: named }));
    expect(ui.someFailed).toHaveBeenCalledWith(expect.objectContaining({ withoutPrint: named }));
    expect(ui.incomplete).not.toHaveBeenCalled();
  });

  it('a whole download says nothing more', async () => {
    const ui = fakeUi();
    await downloadCustomized(deps(fakeService(3000), ui), ticked, SHOPS);
    expect(ui.incomplete).not.toHaveBeenCalled();
  });
});

describe('the stop question', () => {
  it('pauses the fetching while it is open and lets it go on when the merchant goes on', async () => {
    const service = fakeService(3000);
    const ui = fakeUi();
    const flow = deps(service, ui, async (options) => {
      const view = ui.progress.mock.calls.at(-1)![0] as RunView;
      view.pause();
      expect(options.gate?.paused).toBe(true);
      view.resume();
      expect(options.gate?.paused).toBe(false);
      options.onPartSaved?.({ name: 'p1', keys: options.plan.images.map((image) => image.key) });
      return { parts: ['p1'], savedImages: 3, failures: [] };
    });
    await downloadCustomized(flow, ticked, SHOPS);
    expect(ui.done).toHaveBeenCalled();
  });

  it('a cancelled effect download says what it saved, with no word of credits', async () => {
    const ui = fakeUi();
    const flow = deps(fakeService(0), ui, async (options) => {
      options.onPartSaved?.({ name: '效果图_1.zip', keys: [options.plan.images[0]!.key] });
      (ui.progress.mock.calls.at(-1)![0] as RunView).stop();
      throw new DOMException('stopped', 'AbortError');
    });
    await downloadEffect(flow, ticked, SHOPS);
    expect(ui.cancelled).toHaveBeenCalledWith({ kind: 'effect', savedParts: [], savedImages: 1, refund: { images: 0, credits: 0, served: 0, unsettled: 0 } });
  });
});

describe('下载效果图', () => {
  it('is free: no credit check, no charge, the effect images', async () => {
    const service = fakeService(0);
    const flow = deps(service, fakeUi());
    await downloadEffect(flow, ticked, SHOPS);
    expect(service.api.getCredits).not.toHaveBeenCalled();
    expect(service.api.chargeImages).not.toHaveBeenCalled();
    expect(flow.runs[0]!.plan.images.map((image) => image.url)).toEqual(['/list/effect-1.png', '/list/effect-2.png', '/list/effect-3.png']);
    expect(flow.runs[0]!.archiveName(1)).toBe('效果图_20261122_190512_1.zip');
    // Its own top folder: extracted beside the print files, no effect image replaces a print file.
    expect(flow.runs[0]!.plan.images.every((image) => image.path.startsWith('效果图/壳美定制旗舰店/'))).toBe(true);
  });
});
