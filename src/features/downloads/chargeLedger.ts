import type { ImageRef } from '../../../contract/credits';
import { NO_CHARGE_NOTE, type RunningChargeNote } from '../../lib/chargeNote';
import { keyOf } from './selection';

/**
 * What this flow charged and what reached a saved archive. The rule (docs/downloads-and-charges.md, "What a
 * download charges"): the charge comes before the fetch, as spec 3 §4 orders it, and when the flow ends every image it charged
 * that no saved part holds is refunded. A retry inside the flow charges nothing (the images are charged);
 * an image charged before this flow is never refunded by it.
 */
export class ChargeLedger {
  private readonly charged = new Map<string, ImageRef>();
  private readonly delivered = new Set<string>();

  /** `note` keeps the same account in localStorage, for a flow that cannot reach its end (lib/chargeNote.ts). */
  constructor(readonly note: RunningChargeNote = NO_CHARGE_NOTE) {}

  /** A charge of `refs` is about to be sent: until it answers, a reload leaves them to be refunded. */
  charging(refs: readonly ImageRef[]): void {
    this.note.charging(refs);
  }

  /** What a charge answered it charged. */
  addCharged(refs: readonly ImageRef[]): void {
    for (const ref of refs) this.charged.set(keyOf(ref), ref);
    this.note.charged(refs);
  }

  /**
   * A charge that failed: refused for want of credits it charged nothing (all or nothing); with no answer
   * (the network, a gateway) it may have charged all of `refs`, so they are refunded with the rest, which
   * skips any that it did not charge.
   */
  chargeFailed(refs: readonly ImageRef[], refused: boolean): void {
    if (refused) this.note.notCharged();
    else this.addCharged(refs);
  }

  addDelivered(keys: readonly string[]): void {
    for (const key of keys) this.delivered.add(key);
    this.note.delivered(keys);
  }

  /** Charged by this flow, in no saved archive: what closing refunds. */
  undelivered(): ImageRef[] {
    return [...this.charged].filter(([key]) => !this.delivered.has(key)).map(([, ref]) => ref);
  }
}
