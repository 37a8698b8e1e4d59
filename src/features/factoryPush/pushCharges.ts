import { refundImages } from '../../api/credits';
import { heldLocks, holdLock } from '../../lib/heldLocks';
import { leaveCharges, refundLeftCharges, takeLeftCharges, type ChargeNoteDeps, type LeftChargesRefund } from '../../lib/chargeNote';
import { localStore } from '../../lib/safeStorage';
import { uuidV4 } from '../../lib/uuid';
import { MSG } from './messages';

const T = MSG.factoryPush;

/** Where a push keeps what it charged until the factory's answer settles it (printFilePush.ts), apart from downloads'. */
export const PUSH_CHARGE_NOTES: ChargeNoteDeps = {
  shelf: { key: 'pcc.pushCharges.', lock: 'push-charges:' },
  storage: localStore,
  holdLock,
  heldLocks,
  newId: uuidV4,
};

/** What the notice says of a refund of charges left behind: what came back, and why the rest did not. */
export function refundLines(refund: LeftChargesRefund): string[] {
  return [
    ...(refund.refundedImages > 0 ? [T.refundedLeft(refund.refundedImages, refund.refundedCredits)] : []),
    ...(refund.pushedImages > 0 ? [T.keptAccepted(refund.pushedImages)] : []),
    ...(refund.servedImages > 0 ? [T.keptServed(refund.servedImages)] : []),
    ...(refund.skippedImages > 0 ? [T.nothingToRefund(refund.skippedImages)] : []),
    ...(refund.unsettled.length > 0 ? [T.refundLater(refund.unsettled.length)] : []),
  ];
}

/**
 * Refunds what pushes of this account charged and left unsettled (a tab reloaded or closed while an order
 * was on its way, a refund without an answer), under the service's rule; what finds no answer is put back
 * for the next visit. Null when nothing was left.
 */
export async function settleLeftPushCharges(username: string, { embedded = false } = {}): Promise<LeftChargesRefund | null> {
  const refs = await takeLeftCharges(PUSH_CHARGE_NOTES, username);
  if (refs.length === 0) return null;
  // The notice says how it went; an ended session still ends the visit (the embedded page only probes).
  const refund = await refundLeftCharges((request) => refundImages(request, { probeOnly: embedded, callerHandles: (status) => status !== 401 }), refs);
  leaveCharges(PUSH_CHARGE_NOTES, username, refund.unsettled);
  return refund;
}
