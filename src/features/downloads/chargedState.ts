/**
 * Spec 3 §4 and §9: what a download charges, delivers free and delivers at all is decided by what the service
 * holds charged when the merchant asks, never by the ticks. A tick keeps its item as its page showed it, and
 * only the page in view is read again after a download (ui/usePagedTicks.ts): an item ticked on another page,
 * or charged or refunded in another tab since, would otherwise be asked for, charged or left out wrongly.
 * The customized image lookup releases exactly the charged images (contract/orders.ts), so it is that state.
 */
import { CUSTOMIZED_IMAGE_LOOKUP_MAX, type CustomizedImageRecord } from '../../../contract/orders';
import type { FlowApi } from './flowDeps';
import { keyOf, type ImageCandidate } from './selection';

/** The lookup of `orderIds`, asked in batches the service takes, one after another. */
export async function lookupAll(api: Pick<FlowApi, 'lookupCustomizedImages'>, orderIds: readonly string[]): Promise<CustomizedImageRecord[]> {
  const records: CustomizedImageRecord[] = [];
  for (let start = 0; start < orderIds.length; start += CUSTOMIZED_IMAGE_LOOKUP_MAX) {
    records.push(...(await api.lookupCustomizedImages(orderIds.slice(start, start + CUSTOMIZED_IMAGE_LOOKUP_MAX))));
  }
  return records;
}

/** The orders the candidates belong to, each once, in the order ticked. */
export const orderIdsOf = (candidates: readonly { ref: { orderId: string } }[]) => [...new Set(candidates.map((candidate) => candidate.ref.orderId))];

/** The candidates with `charged` as the service holds it now: an image is charged when the lookup lists it. */
export function withChargedState(candidates: readonly ImageCandidate[], records: readonly CustomizedImageRecord[]): ImageCandidate[] {
  const charged = new Set(records.flatMap((record) => record.customizedImageUrls.map(keyOf)));
  return candidates.map((candidate) => ({ ...candidate, charged: charged.has(candidate.key) }));
}
