// Reading the ERP routes' queries and bodies: ids as the other routes take them (digits, or a number), codes
// as short non-empty strings. Every refusal is a 400 that names the field.
import { BINDING_CHANGED, ErpKeyBodySchema } from '../../../contract/erp';
import { HttpError, badRequest } from './http';
import { idOf } from './orderInput';
import { parseOr400 } from './parse';

/** No ERP code or order number is longer; a longer one is garbage, not a code. */
export const ERP_CODE_MAX_LENGTH = 64;

/** The key, trimmed (spec 3 §5), or a 400 saying what is wrong with it (contract/erp.ts ErpKeyBodySchema). */
export function readErpKey(body: Record<string, unknown>): string {
  return parseOr400(ErpKeyBodySchema, body).apiAccessToken;
}

export function queryId(url: URL, field: string): string {
  const raw = url.searchParams.get(field)?.trim() ?? '';
  if (raw === '') throw badRequest(`${field} 必填`);
  const id = idOf(raw);
  if (id === undefined) throw badRequest(`${field} 必须是 id`);
  return id;
}

export function bodyId(body: Record<string, unknown>, field: string): string {
  if (body[field] === undefined || body[field] === null || body[field] === '') throw badRequest(`${field} 必填`);
  const id = idOf(body[field]);
  if (id === undefined) throw badRequest(`${field} 必须是 id`);
  return id;
}

export function bodyCode(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(`${field} 必须是非空字符串`);
  if (value.length > ERP_CODE_MAX_LENGTH) throw badRequest(`${field} 最长 ${ERP_CODE_MAX_LENGTH} 个字符`);
  return value;
}

/**
 * A binding POST's `base…` field (contract BINDING_CHANGED): what the seller saw bound, a code or id or null.
 * Left out, the POST binds whatever is bound now; given and stale, a 409 that says what is bound, and nothing
 * changes.
 */
export function checkBindingBase(body: Record<string, unknown>, field: string, current: string | null, changedMessage: (current: string | null) => string): void {
  if (!(field in body)) return;
  const base = body[field];
  if (base !== null && typeof base !== 'string') throw badRequest(`${field} 必须是字符串或 null`);
  if (base !== current) throw new HttpError(409, BINDING_CHANGED, changedMessage(current));
}
