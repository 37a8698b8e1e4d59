/**
 * The print files of the ticked items as a layout reads them (src/lib/sheets/types.ts): one SheetItem per
 * customization info with a print file, in the order ticked, each with its model's print size and the cases it
 * prints (contract/casesPerFile.ts: what a file named 定制N张 prints, so a layout places as many copies as a
 * download's file name says).
 */
import { casesPerFile } from '../../../../contract/casesPerFile';
import { customizationInfoCount } from '../../../../contract/orders';
import type { PrintSize } from '../../../../contract/printSize';
import type { SheetItem } from '../../../lib/sheets/types';
import type { TickedItem } from '../../../ui/orderDownloadSlot';
import type { ImageCandidate } from '../selection';

/** The items of `candidates` (imageCandidates of the ticks), keyed as they are. */
export function sheetItemsOf(ticked: readonly TickedItem[], candidates: readonly ImageCandidate[], printSizes: ReadonlyMap<string, PrintSize>): SheetItem[] {
  const wanted = new Set(candidates.map((candidate) => candidate.key));
  return itemsOf(ticked, printSizes, (key) => wanted.delete(key));
}

/**
 * The ticked designs the content names without a print file (无 in the list): never charged nor laid out, but
 * listed with the layout (notPlaced, reason noPrintFile), each once, so that the slot maps' packer knows the order
 * is not whole.
 */
export function designsWithoutPrintFile(ticked: readonly TickedItem[], printSizes: ReadonlyMap<string, PrintSize>): SheetItem[] {
  const withoutFile = new Set(ticked.flatMap(({ item, infos }) => infos.filter((info) => info.customizedImageUrl === '').map((info) => `${item.id}:${info.index}`)));
  return itemsOf(ticked, printSizes, (key) => withoutFile.delete(key));
}

/** The SheetItems of the ticked designs `take` answers true for (each asked once). */
function itemsOf(ticked: readonly TickedItem[], printSizes: ReadonlyMap<string, PrintSize>, take: (key: string) => boolean): SheetItem[] {
  const items: SheetItem[] = [];
  for (const { order, item, infos } of ticked) {
    const designs = Math.max(infos.length, customizationInfoCount(item.customizationInfo?.content));
    // The item's cases numbered across its designs (unreadable ones keep their share), so each names one case.
    const shares = Array.from({ length: designs }, (_, position) => casesPerFile(item.quantity, designs, position));
    const itemCopies = shares.reduce((sum, share) => sum + share, 0);
    for (const info of infos) {
      const key = `${item.id}:${info.index}`;
      if (!take(key)) continue;
      items.push({
        key,
        orderOriginalId: order.originalId,
        orderItemId: item.id,
        productTitle: item.productTitle,
        orderCreatedAt: order.createdAt,
        copies: shares[info.index] ?? casesPerFile(item.quantity, designs, info.index),
        ...(designs > 1 ? { copyOffset: shares.slice(0, info.index).reduce((sum, share) => sum + share, 0), itemCopies } : {}),
        phoneModelId: info.phoneModelId,
        phoneModelName: [info.phoneBrandName, info.phoneModelName].filter(Boolean).join(' '),
        materialId: info.phoneCaseMaterialId,
        materialName: info.phoneCaseMaterialName,
        colorId: info.phoneCaseMaterialColorId,
        colorName: info.phoneCaseMaterialColorName,
        printSize: printSizes.get(info.phoneModelId) ?? null,
      });
    }
  }
  return items;
}
