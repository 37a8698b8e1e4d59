/**
 * Giving back what a download charged and did not deliver (docs/downloads-and-charges.md, "What a download
 * charges"), and saying how it went.
 */
import type { ImageRef } from '../../../contract/credits';
import { NO_CHARGE_NOTE, type RunningChargeNote } from '../../lib/chargeNote';
import type { FlowApi, FlowUi, RefundOutcome } from './flowDeps';
import { chargeBatches, keyOf } from './selection';

/** What a refund needs: the call, and the dialogs that say how it went. */
type RefundDeps = { api: Pick<FlowApi, 'refundImages'>; ui: Pick<FlowUi, 'refunded' | 'refundKept' | 'refundFailed'> };

/**
 * Refunds what earlier downloads of this account charged and left undelivered without settling it (a tab
 * closed mid-download, a session ended elsewhere, no network for the refund: lib/chargeNote.ts); resolves
 * whether anything was refunded. What still finds no answer is put back for the next visit.
 */
export async function settleLeftCharges(deps: RefundDeps, refs: readonly ImageRef[], putBack: (refs: ImageRef[]) => void): Promise<boolean> {
  const unsettled: ImageRef[] = [];
  const refund = await refundUndelivered(deps, refs, NO_CHARGE_NOTE, unsettled);
  putBack(unsettled);
  sayRefund(deps.ui, refund);
  return refund.images > 0;
}

/** A refund of nothing: what a free download's cancel says it gave back. */
export const NO_REFUND: RefundOutcome = { images: 0, credits: 0, served: 0, unsettled: 0 };

/** How a refund went, each in its own message (a cancel says it in its summary instead). */
export function sayRefund(ui: RefundDeps['ui'], refund: RefundOutcome): void {
  if (refund.images > 0) ui.refunded({ images: refund.images, credits: refund.credits });
  if (refund.served > 0) ui.refundKept(refund.served);
  if (refund.unsettled > 0) ui.refundFailed(refund.unsettled);
}

/**
 * Refunds charged images no saved archive holds and resolves what came back. The service keeps
 * charged an image whose print file it served in full (its bytes left, whatever the disk did with them);
 * that image downloads free from then on, and the merchant is told so. Each batch the service answered is
 * settled in `note`; when one finds no answer, the note stays (with `unsettled` told what is left) for the
 * next visit to settle.
 */
export async function refundUndelivered(
  deps: RefundDeps,
  undelivered: readonly ImageRef[],
  note: RunningChargeNote,
  unsettled: ImageRef[] = [],
): Promise<RefundOutcome> {
  if (undelivered.length === 0) {
    note.finish();
    return NO_REFUND;
  }
  let images = 0;
  let credits = 0;
  let served = 0;
  const batches = chargeBatches(undelivered);
  for (const [index, batch] of batches.entries()) {
    try {
      const result = await deps.api.refundImages({ images: batch });
      images += result.refundedImages;
      credits += result.refundedCredits;
      served += result.servedImages;
      note.delivered(batch.map(keyOf));
    } catch {
      unsettled.push(...batches.slice(index).flat());
      break;
    }
  }
  if (unsettled.length > 0) note.leave();
  else note.finish();
  return { images, credits, served, unsettled: unsettled.length };
}

