/**
 * The charge of a download's new images, before any is fetched (spec 3 §4): sent in batches, each noted in
 * the flow's ledger as it goes and as it answers; when another tab spent the credits meanwhile, the
 * insufficient-credits question comes again with the balance as it now is.
 */
import { affordableImages, INSUFFICIENT_CREDITS, type ChargeResult } from '../../../contract/credits';
import type { ChargeLedger } from './chargeLedger';
import type { FlowDeps } from './flowDeps';
import { chargeBatches, keyOf, newImages, planCharges, type ChargePlan, type ImageCandidate, type ItemWithoutPrint } from './selection';

const isShortOfCredits = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === INSUFFICIENT_CREDITS;

/** What the insufficient-credits question is asked about. */
export interface ChargeQuestion {
  candidates: readonly ImageCandidate[];
  /** The images charged so far (by this flow): a question asked again counts them as charged. */
  chargedKeys: Set<string>;
  withoutPrint: ItemWithoutPrint[];
}

/**
 * Charges `plan`'s new images; `onCharged` after each batch that charged. Resolves the plan as charged
 * (another question may have made it smaller), or null when the merchant ended the flow at the question.
 */
export async function chargeNew(deps: FlowDeps, ledger: ChargeLedger, question: ChargeQuestion, planned: ChargePlan, onCharged: () => void): Promise<ChargePlan | null> {
  const { candidates, chargedKeys } = question;
  let plan = planned;
  let changed = false;
  for (;;) {
    try {
      for (const batch of chargeBatches(plan.toCharge)) {
        ledger.charging(batch);
        let result: ChargeResult;
        try {
          result = await deps.api.chargeImages({ images: batch });
        } catch (error) {
          const refused = isShortOfCredits(error);
          ledger.chargeFailed(batch, refused);
          // It may have charged: the balance shown is read again rather than kept as it was.
          if (!refused) deps.onCharged?.();
          throw error;
        }
        // Only what this call charged is the flow's to refund; an image another tab charged meanwhile is not.
        ledger.addCharged(result.charged);
        for (const ref of batch) chargedKeys.add(keyOf(ref));
        changed = true;
        onCharged();
      }
      if (changed) deps.onCharged?.();
      return plan;
    } catch (error) {
      // Another tab spent the credits meanwhile: the same question, with the balance as it now is.
      if (!isShortOfCredits(error)) throw error;
      const balance = (await deps.api.getCredits()).credits;
      const affordable = await askShort(deps, question, balance);
      if (affordable < 0) return null;
      plan = planCharges(candidates, chargedKeys, affordable);
    }
  }
}

/** The insufficient-credits question; resolves how many new images to charge, or -1 when the flow ends. */
export async function askShort(deps: FlowDeps, { candidates, chargedKeys, withoutPrint }: ChargeQuestion, balance: number): Promise<number> {
  const fresh = newImages(candidates, chargedKeys);
  const affordable = affordableImages(balance);
  const answer = await deps.ui.shortOfCredits({ balance, fresh, affordable, charged: candidates.length - fresh, withoutPrint });
  return answer === 'continue' ? affordable : -1;
}
