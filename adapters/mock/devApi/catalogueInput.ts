// Reading catalogue request bodies. The messages are the console's own (spec 1 §5), so a client that
// skipped its form validation still shows the merchant the right text.
import { badRequest } from './http';
import { parseOr400 } from './parse';
import { CATALOGUE_NAME_LIMIT, type NameLimit } from '../../../contract/names';
import { nameSchema } from '../../../contract/wire';

export { NAME_DIRECTION_CONTROL, NAME_INVISIBLE_CHARACTER } from '../../../contract/wire';

/** A brand, model, material or colour name over CATALOGUE_NAME_LIMIT (the console's MSG.common.nameTooLong). */
export const NAME_TOO_LONG = `名称不能超过${CATALOGUE_NAME_LIMIT.max}个字符`;

/**
 * Trimmed, and within the names rule (contract/names.ts) under `limit`. `required` is the spec's text for
 * the field (请填写品牌, 型号必填, ...), `tooLong` the text of the bound.
 */
export function checkedName(value: unknown, limit: NameLimit, texts: { required: string; tooLong: string }): string {
  return parseOr400(nameSchema(limit, texts), value);
}

/** A brand, model, material or colour name; `message` is the spec's text for this field (请填写品牌, 型号必填, ...). */
export function requiredName(body: Record<string, unknown>, field: string, message: string): string {
  return checkedName(body[field], CATALOGUE_NAME_LIMIT, { required: message, tooLong: NAME_TOO_LONG });
}

/**
 * For PATCH bodies: an absent field keeps the current value, a present one must be valid, unless it is
 * `current` itself. The console's switches (常用, 需要背景色, 启用) send the whole item back, and a name
 * saved before the names rule must not lock them; only a new name is checked.
 */
export function optionalName(body: Record<string, unknown>, field: string, message: string, current?: string): string | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (current !== undefined && typeof value === 'string' && (value === current || value.trim() === current)) return current;
  return requiredName(body, field, message);
}

export function optionalBoolean(body: Record<string, unknown>, field: string): boolean | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw badRequest(`${field} 必须是布尔值`);
  return value;
}

/** An id in a body: ids are strings on the wire, but a Java-style backend binds 12 and "12" alike. */
export function optionalId(body: Record<string, unknown>, field: string): string | null | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value !== '') return value;
  throw badRequest(`${field} 必须是 id`);
}

export function requiredId(body: Record<string, unknown>, field: string): string {
  const id = optionalId(body, field);
  if (id === undefined || id === null) throw badRequest(`${field} 必填`);
  return id;
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value);
}

/** A comma-separated id list from a query ("a,b,,a" → [a, b]): blanks dropped, duplicates once. */
export function splitIds(raw: string): string[] {
  const ids = new Set<string>();
  for (const part of raw.split(',')) {
    const id = part.trim();
    if (id !== '') ids.add(id);
  }
  return [...ids];
}
