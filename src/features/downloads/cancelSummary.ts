import type { CancelSummary } from './flowDeps';
import { MSG } from './messages';

const T = MSG.downloads;

/**
 * A cancel's summary, a line each, said once the refund has answered (docs/downloads-and-charges.md, "What a
 * download charges"): what was saved, what came back, and what stays charged and why (saved, or its print file already served).
 */
export function cancelSummaryLines({ kind, savedParts, savedImages, refund }: CancelSummary): string[] {
  const lines = [T.cancelled(kind, savedImages, savedParts.join('、'))];
  if (kind === 'customized' && savedImages > 0) lines.push(T.cancelledSavedKept);
  if (refund.images > 0) lines.push(T.cancelledRefunded(refund.images, refund.credits));
  if (refund.served > 0) lines.push(T.cancelledServedKept(refund.served));
  if (refund.unsettled > 0) lines.push(T.refundFailed(refund.unsettled));
  return lines;
}
