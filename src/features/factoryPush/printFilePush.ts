/**
 * What a factory receives of each image: its print file, at an address it can fetch
 * (docs/downloads-and-charges.md, "Pushing orders to a factory"). The list's and the parent's addresses are display renditions or another system's, so each
 * order is sent as the service holds it: its images charged first (a push hands the factory the print file,
 * so it counts as a download: 60 credits an image the first time, nothing for an image charged before), then
 * each image's signed print address from POST /api/erp/print_files, absolute. When the factory does not
 * take the order, what this push charged is refunded: what is charged is what is delivered. From the charge
 * until the factory's answer is settled, what it charged is kept in a charge note (lib/chargeNote): a push
 * cut short (the tab reloaded or closed while the order was on its way, the refund without an answer) is
 * refunded on the next visit of the order list, under the service's rule (an order a factory accepted keeps
 * its images charged).
 */
import { imageKey, INSUFFICIENT_CREDITS, type ChargeResult, type ImageRef, type RefundResult } from '../../../contract/credits';
import type { PrintFileOrder, PushOrderItem, PushOrderRequest } from '../../../contract/erp';
import { casesPerFile } from '../../../contract/casesPerFile';
import { NO_CHARGE_NOTE, type RunningChargeNote } from '../../lib/chargeNote';
import { MSG } from './messages';
import { PushRefusal } from './pushRun';

export interface PrintFilePushApi {
  printFiles(orderOriginalIds: string[]): Promise<PrintFileOrder[]>;
  chargeImages(request: { images: ImageRef[] }): Promise<ChargeResult>;
  refundImages(request: { images: ImageRef[] }): Promise<RefundResult>;
  push(request: PushOrderRequest): Promise<unknown>;
  /** Makes an address the service handed out absolute (apiAddress). */
  absolute(address: string): string;
  /** Starts the note of what one order's push charges (lib/chargeNote), held until its charges are settled. */
  chargeNote?: () => RunningChargeNote;
}

const T = MSG.factoryPush;

/** The images of the found orders that have a print file and are not charged yet: what pushing them charges. */
export function unchargedImages(found: readonly PrintFileOrder[], itemIds?: ReadonlySet<string>): ImageRef[] {
  return found.flatMap((order) =>
    order.items
      .filter((item) => !itemIds || itemIds.has(item.originalId))
      .flatMap((item) =>
        item.infos
          .filter((info) => info.customizedImageUrl !== '' && !info.creditDeducted)
          .map((info) => ({ orderId: order.orderId, orderItemId: item.orderItemId, infoIndex: info.infoIndex })),
      ),
  );
}

const isHttpAddress = (address: string) => {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

const isShortOfCredits = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === INSUFFICIENT_CREDITS;

/** One order to the factory with its print files; rejects with the reason its row shows. */
export async function pushWithPrintFiles(api: PrintFilePushApi, request: PushOrderRequest): Promise<void> {
  const found = await api.printFiles([request.orderOriginalId]);
  if (found.length === 0) return pushForeignOrder(api, request);

  const items = new Map(found.flatMap((order) => order.items.map((item) => [item.originalId, item] as const)));
  const unknown = request.orderItems.find((item) => !items.has(item.originalId));
  if (unknown) throw new PushRefusal(T.itemNotInOrder(unknown.originalId));

  // Never an order whose every design lacks a print file: the factory would get an empty print address.
  const sentItems = request.orderItems.map((item) => items.get(item.originalId)!);
  if (!sentItems.some((item) => item.infos.some((info) => info.customizedImageUrl !== ''))) throw new PushRefusal(T.orderWithoutPrint);

  const toCharge = unchargedImages(found, new Set(request.orderItems.map((item) => item.originalId)));
  const note = toCharge.length > 0 ? (api.chargeNote?.() ?? NO_CHARGE_NOTE) : NO_CHARGE_NOTE;
  let charged: ImageRef[] = [];
  if (toCharge.length > 0) {
    note.charging(toCharge);
    try {
      charged = (await api.chargeImages({ images: toCharge })).charged;
    } catch (error) {
      if (isShortOfCredits(error)) {
        // Refused whole: nothing was charged.
        note.notCharged();
        note.finish();
        throw new PushRefusal(T.shortOfCredits(toCharge.length));
      }
      // No answer: it may have charged them, so the note keeps them for the next visit's refund (which skips
      // what was not charged).
      note.leave();
      throw error;
    }
    note.charged(charged);
  }
  try {
    const current = toCharge.length > 0 ? await api.printFiles([request.orderOriginalId]) : found;
    const sending = new Map(current.flatMap((order) => order.items.map((item) => [item.originalId, item] as const)));
    const orderItems: PushOrderItem[] = request.orderItems.map((item) => {
      const held = sending.get(item.originalId);
      if (!held) throw new PushRefusal(T.itemNotInOrder(item.originalId));
      // The designs the item's quantity is shared among: every info the service holds, by its place.
      const designs = Math.max(held.infos.length, ...held.infos.map((info) => info.infoIndex + 1));
      return {
        originalId: item.originalId,
        quantity: item.quantity,
        phoneCaseCustomizationInfos: held.infos.map(({ infoIndex, printUrl, ...info }) => {
          if (info.customizedImageUrl !== '' && printUrl === '') throw new PushRefusal(T.noPrintFile(item.originalId, infoIndex));
          return {
            ...info,
            customizedImageUrl: printUrl === '' ? '' : api.absolute(printUrl),
            previewImageUrl: info.previewImageUrl === '' ? '' : api.absolute(info.previewImageUrl),
            printQuantity: casesPerFile(item.quantity, designs, infoIndex),
          };
        }),
      };
    });
    await api.push({ factoryId: request.factoryId, orderOriginalId: request.orderOriginalId, orderItems });
    // The factory has it: its images are delivered.
    note.delivered(charged.map(imageKey));
  } catch (error) {
    // The factory did not take it (or did not say: the service keeps charged what a factory accepted): what
    // this push charged comes back. A refund that finds no answer stays in the note for the next visit.
    if (charged.length > 0) {
      const refunded = await api.refundImages({ images: charged }).then(
        () => true,
        () => false,
      );
      if (refunded) note.delivered(charged.map(imageKey));
    }
    throw error;
  } finally {
    // A note with nothing left in it is gone from storage already; one still holding charges waits for the
    // next visit, its lock let go.
    note.leave();
  }
}

/**
 * An order the account does not have (the embedded page's parent may be another system): the service has no
 * print file of it, so the parent's own addresses go, and only absolute ones a factory can fetch.
 */
async function pushForeignOrder(api: PrintFilePushApi, request: PushOrderRequest): Promise<void> {
  for (const item of request.orderItems) {
    for (const [position, info] of item.phoneCaseCustomizationInfos.entries()) {
      if (info.customizedImageUrl !== '' && !isHttpAddress(info.customizedImageUrl)) throw new PushRefusal(T.foreignAddress(item.originalId, position));
    }
  }
  await api.push(request);
}
