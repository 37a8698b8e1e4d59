// Reading catalogue request bodies with the contract's schemas (contract/catalogue.ts, contract/wire.ts). The
// messages are the console's own (spec 1 §5), so a client that skipped its form validation still shows the
// merchant the right text.
import { optionalBodyId, requiredBodyId } from '../../../../contract/wire';
import { parseFieldOr400 } from '../http/parse';
import { HttpError } from '../http/http';
import { CATALOGUE_EDIT_CONFLICT } from '../../../../contract/catalogueTexts';

/** A name the body sends back as it is stored (or with spaces around it): no change of name. */
const isUnchangedName = (value: unknown, current: string) => typeof value === 'string' && (value === current || value.trim() === current);

/** Spec 1 §5: an empty background is none, so "" sent back for a stored null is no change either. */
const isUnchangedBackground = (value: unknown, current: string | null) => (value === '' ? null : value) === current;

/**
 * The body of a PATCH without the fields that hold what is stored: the console's switches (常用, 需要背景色,
 * 启用) send the whole item back, and a value saved before a rule (a name before the names rule, a colour
 * before its material needed a background) must not lock them, so only a new value is read and checked. A
 * name is compared as it would be stored, trimmed, and an empty background as none.
 */
export function changedOnly(body: Record<string, unknown>, stored: { name: string; defaultBackgroundColor?: string | null }): Record<string, unknown> {
  const changed = { ...body };
  for (const [field, current] of Object.entries(stored)) {
    const value = changed[field];
    const unchanged = field === 'name' ? isUnchangedName(value, current as string) : isUnchangedBackground(value, current as string | null);
    if (unchanged) delete changed[field];
  }
  return changed;
}

/**
 * Two tabs' edits of one record merge field by field: each sends only what it changed, with the value it read
 * (`baseName` for `name`, …). A field another tab changed since (stored ≠ base) is refused with 409
 * CATALOGUE_EDIT_CONFLICT, so neither edit silently undoes the other; a field sent without its base, or set
 * to what is stored already, overwrites as before.
 */
export function checkBases(sent: Record<string, unknown>, stored: Record<string, unknown>, message: string): void {
  for (const [field, current] of Object.entries(stored)) {
    const base = `base${field[0]!.toUpperCase()}${field.slice(1)}`;
    const value = sent[field];
    if (value === undefined || !(base in sent) || value === current || sent[base] === current) continue;
    if (field === 'name' && isUnchangedName(value, current as string)) continue;
    throw new HttpError(409, CATALOGUE_EDIT_CONFLICT, message);
  }
}

/** An id in a body: ids are strings on the wire, but a Java-style backend binds 12 and "12" alike. */
export const optionalId = (body: Record<string, unknown>, field: string): string | null | undefined => parseFieldOr400(optionalBodyId, body, field);

export const requiredId = (body: Record<string, unknown>, field: string): string => parseFieldOr400(requiredBodyId, body, field);

/** A comma-separated id list from a query ("a,b,,a" → [a, b]): blanks dropped, duplicates once. */
export function splitIds(raw: string): string[] {
  const ids = new Set<string>();
  for (const part of raw.split(',')) {
    const id = part.trim();
    if (id !== '') ids.add(id);
  }
  return [...ids];
}

