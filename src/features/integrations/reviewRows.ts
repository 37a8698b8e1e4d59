import type { Id, PhoneModel } from '../../../contract/catalogue';
import type { FactoryPhoneModel } from '../../../contract/erp';
import type { HeldBackPair, MatchResult } from '../../lib/modelMatch/types';

/** What the auto-match hands back, as the review reads it. */
export type MatchOutcome = MatchResult;

/** What only one side of a held-back pair carries, as the seller reads it: `plus ↔ —`. */
export function describeHeldBack(reason: HeldBackPair['reason']): string {
  // The guard lists a number with its letters too ('iphone16' against 'iphone16e'); the letter alone says it.
  const words = (list: readonly string[]) => list.filter((word) => !/\d/.test(word));
  const plain = words(reason.productOnly).length + words(reason.factoryOnly).length > 0;
  const side = (list: readonly string[]) => {
    const shown = plain ? words(list) : list;
    return shown.length ? shown.join(' ') : '—';
  };
  return `${side(reason.productOnly)} ↔ ${side(reason.factoryOnly)}`;
}

/** One model in the review: the proposed code (the seller may change it), and whether it will be written. */
export interface ReviewRow {
  productId: Id;
  modelName: string;
  code: string;
  /** The matcher's score; null once the seller picked another code. */
  score: number | null;
  currentCode: string | null;
  ticked: boolean;
  kind: 'proposal' | 'heldBack';
  reason?: string;
  /** A pair held back because its glued number reads two ways the catalogue both holds: those readings ('125g', '12 5g'). */
  readings?: readonly string[];
}

/**
 * The review's rows: proposals ticked unless they change nothing, held-back pairs unticked (the guard doubted
 * them, or a glued number read two ways: the seller checks them first). A code the factory no longer lists is
 * left out.
 */
export function reviewRowsOf(
  outcome: MatchOutcome,
  models: readonly PhoneModel[],
  currentCodes: ReadonlyMap<Id, string>,
  factoryModels: readonly FactoryPhoneModel[],
): ReviewRow[] {
  const names = new Map(models.map((model) => [model.id, model.name]));
  const codes = new Set(factoryModels.map((model) => model.code));
  const row = (productId: string, code: string, score: number, kind: ReviewRow['kind'], held?: HeldBackPair): ReviewRow => {
    const currentCode = currentCodes.get(productId) ?? null;
    return {
      productId,
      modelName: names.get(productId) ?? productId,
      code,
      score,
      currentCode,
      ticked: kind === 'proposal' && currentCode !== code,
      kind,
      ...(held ? (held.readings ? { readings: held.readings } : { reason: describeHeldBack(held.reason) }) : {}),
    };
  };
  return [
    ...outcome.proposals.filter((p) => codes.has(p.code)).map((p) => row(p.productId, p.code, p.score, 'proposal')),
    ...outcome.heldBack.filter((p) => codes.has(p.code)).map((p) => row(p.productId, p.code, p.score, 'heldBack', p)),
  ];
}

/** The ticked rows that would change something: a binding equal to the current one is not written again. */
export function rowsToWrite(rows: readonly ReviewRow[]): ReviewRow[] {
  return rows.filter((row) => row.ticked && row.code !== row.currentCode);
}
