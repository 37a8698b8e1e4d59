// Reading catalogue request bodies. The messages are the console's own (spec 1 §5), so a client that
// skipped its form validation still shows the merchant the right text.
import { badRequest } from './http';

/** A name with characters that turn the direction of the text after them (U+202E and friends). */
export const NAME_DIRECTION_CONTROL = '名称不能包含改变文字方向的控制字符';

/** Trimmed, non-empty; `message` is the spec's text for this field (请填写品牌, 型号必填, ...). */
export function requiredName(body: Record<string, unknown>, field: string, message: string): string {
  const value = body[field];
  const name = typeof value === 'string' ? value.trim() : '';
  if (name === '') throw badRequest(message);
  return name;
}

/** For PATCH bodies: an absent field keeps the current value, a present one must be valid. */
export function optionalName(body: Record<string, unknown>, field: string, message: string): string | undefined {
  return body[field] === undefined ? undefined : requiredName(body, field, message);
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
