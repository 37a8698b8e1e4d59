// Revisions of the seller records (shops, SKU settings, shop settings): a number the service changes on
// every write, which a save sends back as `baseRevision`, so that a save from a stale tab is refused
// (409) instead of silently undoing another save. The designer's templates keep their own (templateState).
import * as v from 'valibot';
import type { HttpError } from './http/http';
import { parseOr400 } from './http/parse';

/** Counts the writes of one kind of record; a record's revision is the count at its last write. */
export interface RevisionCounter {
  writes: number;
}

export function nextRevision(counter: RevisionCounter): number {
  counter.writes += 1;
  return counter.writes;
}

export interface BaseRevisionRule {
  /** The 409 of a stale base. */
  conflict: () => HttpError;
  /** A create-or-replace route: `null` means "the console saw none", refused when one exists. */
  nullMeansNone?: boolean;
}

const integer = (message: string) => v.custom<number>((base) => typeof base === 'number' && Number.isInteger(base), message);

/** The base a write names: left out (undefined), an integer, or with nullMeansNone null. */
const BaseRevisionSchema = v.object({ baseRevision: v.optional(integer('baseRevision 必须是整数')) });
const NullableBaseRevisionSchema = v.object({ baseRevision: v.optional(v.nullable(integer('baseRevision 必须是整数或 null'))) });

/**
 * Refuses a write whose `baseRevision` is not the stored record's. Left out, the write overwrites on
 * purpose (a batch, an older client). Checked before the body's fields, so a stale write changes nothing
 * and says it is stale even if it is invalid too.
 */
export function checkBaseRevision(body: Record<string, unknown>, stored: { revision: number } | undefined, rule: BaseRevisionRule): void {
  const base = parseOr400(rule.nullMeansNone ? NullableBaseRevisionSchema : BaseRevisionSchema, body).baseRevision;
  if (base === undefined) return;
  if (base === null) {
    if (stored) throw rule.conflict();
    return;
  }
  if (stored?.revision !== base) throw rule.conflict();
}
