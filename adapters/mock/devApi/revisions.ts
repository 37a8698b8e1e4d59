// Revisions of the seller records (shops, SKU settings, shop settings): a number the service changes on
// every write, which a save sends back as `baseRevision`, so that a save from a stale tab is refused
// (409) instead of silently undoing another save. The designer's templates keep their own (templateState).
import { HttpError, badRequest } from './http/http';

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

/**
 * Refuses a write whose `baseRevision` is not the stored record's. Left out, the write overwrites on
 * purpose (a batch, an older client). Checked before the body's fields, so a stale write changes nothing
 * and says it is stale even if it is invalid too.
 */
export function checkBaseRevision(body: Record<string, unknown>, stored: { revision: number } | undefined, rule: BaseRevisionRule): void {
  if (!('baseRevision' in body)) return;
  const base = body.baseRevision;
  if (base === null && rule.nullMeansNone) {
    if (stored) throw rule.conflict();
    return;
  }
  if (typeof base !== 'number' || !Number.isInteger(base)) {
    throw badRequest(rule.nullMeansNone ? 'baseRevision 必须是整数或 null' : 'baseRevision 必须是整数');
  }
  if (stored?.revision !== base) throw rule.conflict();
}
