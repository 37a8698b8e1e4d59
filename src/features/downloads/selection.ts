/**
 * Spec 3 §4, §5, §8 and §9, without React: what the ticked items hold, which images a download takes,
 * which of them are charged, and where the print files the service released go.
 */
import { chargeBatches, CREDITS_PER_IMAGE, imageKey, type ImageRef } from '../../../contract/credits';
import { customizationInfoCount, type CustomizedImageRecord, type PhoneCaseCustomizationInfo } from '../../../contract/orders';
import type { Shop } from '../../../contract/shops';
import { casesPerFile } from '../../../contract/casesPerFile';
import type { DownloadSource, ListedOrder } from '../../lib/bulkDownload/types';
import { MSG } from './messages';
import type { TickedItem } from '../../ui/orderDownloadSlot';

export type DownloadKind = 'customized' | 'effect';

/** One image of the ticked items, as the list knows it. */
export interface ImageCandidate {
  ref: ImageRef;
  /** `${orderItemId}:${infoIndex}`, unique within a download (the runner's key). */
  key: string;
  /** Already downloaded once (creditDeducted): downloading it again is free. */
  charged: boolean;
  /** The list's address of the image (for a customized image only its display rendition); the print file comes from the lookup once charged. */
  url: string;
  source: DownloadSource;
}

export interface Notice {
  level: 'warning' | 'info';
  text: string;
}

const urlOf = (kind: DownloadKind, info: PhoneCaseCustomizationInfo) =>
  kind === 'customized' ? info.customizedImageUrl : info.previewImageUrl;

/** Spec 3 §5 and §8: what to say instead of downloading, or null when there is something to download. */
export function selectionNotice(ticked: readonly TickedItem[], kind: DownloadKind): Notice | null {
  if (ticked.length === 0) return { level: 'warning', text: MSG.downloads.noneTicked };
  const withImage = ticked.some((entry) => entry.infos.some((info) => urlOf(kind, info) !== ''));
  if (withImage) return null;
  return kind === 'customized'
    ? { level: 'warning', text: MSG.downloads.noCustomizedItem }
    : { level: 'info', text: MSG.downloads.noImage('effect') };
}

const describeCase = (info: PhoneCaseCustomizationInfo) =>
  [info.phoneBrandName, info.phoneModelName, info.phoneCaseMaterialName, info.phoneCaseMaterialColorName].filter(Boolean).join(' ');

/** The shop folder an order's files go in. A deleted shop's orders stay (README "店铺设置"): their folder says so rather than show an id. */
const shopNameOf = (shopNames: ReadonlyMap<string, string>, shopId: string) => shopNames.get(shopId) ?? MSG.downloadEngine.deletedShop;

/**
 * Every image of the chosen kind in the ticked items, in the order they were ticked; an item ticked twice
 * (it shows under its parent and as a leaf) counts once.
 */
export function imageCandidates(ticked: readonly TickedItem[], kind: DownloadKind, shops: readonly Shop[]): ImageCandidate[] {
  const shopNames = new Map(shops.map((shop) => [shop.id, shop.name]));
  const seen = new Set<string>();
  const candidates: ImageCandidate[] = [];
  for (const { order, item, itemIndex, infos } of ticked) {
    const designs = Math.max(infos.length, customizationInfoCount(item.customizationInfo?.content));
    for (const info of infos) {
      // The position in the content, not in what could be read: the server charges and releases by it.
      const infoIndex = info.index;
      const url = urlOf(kind, info);
      const key = `${item.id}:${infoIndex}`;
      if (!url || seen.has(key)) continue;
      seen.add(key);
      candidates.push({
        ref: { orderId: order.id, orderItemId: item.id, infoIndex },
        key,
        charged: info.creditDeducted,
        url,
        source: {
          key,
          url,
          shopName: shopNameOf(shopNames, order.shopId),
          naming: {
            orderId: order.id,
            orderOriginalId: order.originalId,
            customizationInfo: describeCase(info),
            orderItemIndex: itemIndex,
            skuIndex: infoIndex + 1,
            quantity: casesPerFile(item.quantity, designs, infoIndex),
          },
        },
      });
    }
  }
  return candidates;
}

/** An item ticked for 下载定制图 some of whose designs have no print file (无 in the list), so the archive cannot hold it whole. */
export interface ItemWithoutPrint {
  orderOriginalId: string;
  /** 1-based position of the item in its order. */
  itemIndex: number;
  /** The designs its content holds, unreadable ones included. */
  designs: number;
  /** Of those, the ones without a print file (or unreadable): not in the archive. */
  without: number;
}

/**
 * Spec 3 §4 and §9: the ticked items that cannot be delivered whole, each counted once. A print shop
 * that ships what the archive holds would otherwise send 2 cases of 3 without being told.
 */
export function itemsWithoutPrint(ticked: readonly TickedItem[]): ItemWithoutPrint[] {
  const seen = new Set<string>();
  const found: ItemWithoutPrint[] = [];
  for (const { order, item, itemIndex, infos } of ticked) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    const designs = Math.max(infos.length, customizationInfoCount(item.customizationInfo?.content));
    const withPrint = infos.filter((info) => info.customizedImageUrl !== '').length;
    if (designs > withPrint) found.push({ orderOriginalId: order.originalId, itemIndex, designs, without: designs - withPrint });
  }
  return found;
}

/** What each order's line of the archive's order-number lists says, for the orders `items` leaves incomplete. */
export function incompleteOrderNotes(items: readonly ItemWithoutPrint[]): Record<string, string> {
  const totals = new Map<string, { designs: number; without: number }>();
  for (const item of items) {
    const total = totals.get(item.orderOriginalId) ?? { designs: 0, without: 0 };
    total.designs += item.designs;
    total.without += item.without;
    totals.set(item.orderOriginalId, total);
  }
  return Object.fromEntries([...totals].map(([id, { designs, without }]) => [id, MSG.downloads.incompleteOrderNote(designs, without)]));
}

/**
 * Spec 3 §9: the orders of `items`, each with its shop, to be named in their shop's order-number list even
 * when the archive holds none of their files (every design without a print file): an order the merchant
 * ticked is never left off the list the print shop works from.
 */
export function listedOrders(ticked: readonly TickedItem[], items: readonly ItemWithoutPrint[], shops: readonly Shop[]): ListedOrder[] {
  const shopNames = new Map(shops.map((shop) => [shop.id, shop.name]));
  const wanted = new Set(items.map((item) => item.orderOriginalId));
  const listed = new Map<string, ListedOrder>();
  for (const { order } of ticked) {
    if (wanted.has(order.originalId) && !listed.has(order.originalId)) {
      listed.set(order.originalId, { orderOriginalId: order.originalId, shopName: shopNameOf(shopNames, order.shopId) });
    }
  }
  return [...listed.values()];
}

export interface ChargePlan {
  /** Images to charge now: the new ones, as many as `affordable` allows, in the order ticked. */
  toCharge: ImageRef[];
  /** Images the download takes: those charged before (free) plus the ones charged now. */
  download: ImageCandidate[];
}

/**
 * Spec 3 §4 and §9: only images not charged before are charged (60 each), and with a short balance
 * (继续下载) only as many new ones as it covers. `chargedKeys` holds what this flow has charged already, so
 * that a second pass (after a refused charge) never names an image twice.
 */
export function planCharges(candidates: readonly ImageCandidate[], chargedKeys: ReadonlySet<string>, affordable = Infinity): ChargePlan {
  const toCharge: ImageRef[] = [];
  const download: ImageCandidate[] = [];
  for (const candidate of candidates) {
    if (candidate.charged || chargedKeys.has(candidate.key)) {
      download.push(candidate);
    } else if (toCharge.length < affordable) {
      toCharge.push(candidate.ref);
      download.push(candidate);
    }
  }
  return { toCharge, download };
}

/** The images of a download still to be paid for. */
export const newImages = (candidates: readonly ImageCandidate[], chargedKeys: ReadonlySet<string>) =>
  candidates.filter((candidate) => !candidate.charged && !chargedKeys.has(candidate.key)).length;

export const costOf = (images: number) => images * CREDITS_PER_IMAGE;

/** Shared with the push's charges (contract/credits.ts). */
export { chargeBatches };
export const keyOf = imageKey;

export interface ReleasedSources {
  sources: DownloadSource[];
  /** Images the lookup did not release (charged, yet no print file came back). */
  missing: ImageCandidate[];
}

/**
 * Puts the print files the lookup released on the images they belong to, by item and info position. The
 * list's address of an image is only its display rendition, so an image the lookup did not release is
 * missing: it is reported, never downloaded from another address.
 */
export function releasedSources(download: readonly ImageCandidate[], records: readonly CustomizedImageRecord[]): ReleasedSources {
  const urlByKey = new Map<string, string>();
  for (const record of records) {
    for (const entry of record.customizedImageUrls) {
      if (entry.customizedImageUrl) urlByKey.set(keyOf(entry), entry.customizedImageUrl);
    }
  }
  const sources: DownloadSource[] = [];
  const missing: ImageCandidate[] = [];
  for (const candidate of download) {
    const url = urlByKey.get(candidate.key);
    if (url) sources.push({ ...candidate.source, url });
    else missing.push(candidate);
  }
  return { sources, missing };
}
