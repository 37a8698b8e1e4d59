/**
 * The money path every delivery of print files takes (spec 3 §4): 下载定制图 and 生成排版 alike. It asks
 * (the confirmation, or 积分不足), reads what the service holds charged again once the merchant has answered,
 * asks again when an image counted free was refunded meanwhile, and charges only what is new, never more than
 * the merchant confirmed. What happens between the answer and the charge (a save target that opens during
 * the click) and what is delivered after it are the caller's.
 */
import type { ChargeLedger } from './chargeLedger';
import { askShort, chargeNew, type ChargeQuestion } from './charge';
import { lookupAll, orderIdsOf, withChargedState } from './chargedState';
import type { FlowDeps } from './flowDeps';
import { costOf, newImages, planCharges, type ChargePlan, type ImageCandidate, type ItemWithoutPrint } from './selection';

export interface ChargeSteps {
  /** Right after the merchant's answer, inside the click that gave it; false ends the flow, charging nothing. */
  afterAnswer?: () => Promise<boolean>;
  /** Before anything is charged, with how many images the delivery will take; false ends the flow. */
  beforeCharge?: (images: number) => Promise<boolean>;
  /** Each batch that charged. */
  onCharged: () => void;
  /** 生成排版's charge: the confirmation says its own rule (flowDeps.ts confirmCharge). */
  layout?: true;
}

/**
 * Asks about `listed` and charges what is new. Resolves the plan as charged (the images to deliver), or null
 * when the merchant (or a step) ended the flow.
 */
export async function askAndCharge(
  deps: FlowDeps,
  ledger: ChargeLedger,
  listed: readonly ImageCandidate[],
  withoutPrint: ItemWithoutPrint[],
  steps: ChargeSteps,
): Promise<ChargePlan | null> {
  const chargedKeys = new Set<string>();
  // What is new and what is free is what the service holds charged now, not what the ticks were shown.
  const asked = await chargeQuestion(deps, listed, chargedKeys, withoutPrint);
  let affordable = await askToCharge(deps, asked, steps.layout);
  if (affordable < 0) return null;
  if (steps.afterAnswer && !(await steps.afterAnswer())) return null;
  // Read again now the merchant has answered: an image counted free may have been refunded meanwhile (in
  // another tab), and what is charged is only ever what was asked about. Fewer new images charge less.
  const question = await chargeQuestion(deps, listed, chargedKeys, withoutPrint);
  const askedNew = new Set(asked.candidates.filter((candidate) => !candidate.charged).map((candidate) => candidate.key));
  if (question.candidates.some((candidate) => !candidate.charged && !askedNew.has(candidate.key))) {
    affordable = await askToCharge(deps, question, steps.layout);
    if (affordable < 0) return null;
  }
  const planned = planCharges(question.candidates, chargedKeys, affordable);
  if (steps.beforeCharge && !(await steps.beforeCharge(planned.download.length))) return null;
  return chargeNew(deps, ledger, question, planned, steps.onCharged);
}

/** The images of the delivery with what the service holds charged now (chargedState.ts), to ask about. */
async function chargeQuestion(deps: FlowDeps, listed: readonly ImageCandidate[], chargedKeys: Set<string>, withoutPrint: ItemWithoutPrint[]): Promise<ChargeQuestion> {
  return { candidates: withChargedState(listed, await lookupAll(deps.api, orderIdsOf(listed))), chargedKeys, withoutPrint };
}

/** The confirmation, or 积分不足 when the balance does not cover the new images: how many new ones to charge, -1 to end. */
async function askToCharge(deps: FlowDeps, question: ChargeQuestion, layout?: true): Promise<number> {
  const balance = (await deps.api.getCredits()).credits;
  const { candidates, chargedKeys, withoutPrint } = question;
  const fresh = newImages(candidates, chargedKeys);
  if (balance < costOf(fresh)) return askShort(deps, question, balance);
  const summary = { images: candidates.length, fresh, cost: costOf(fresh), balance, withoutPrint };
  return (await deps.ui.confirmCharge(layout ? { ...summary, layout } : summary)) ? Infinity : -1;
}
