// Reading the ERP routes' queries and bodies: ids as the other routes take them (digits, or a number), codes
// as short non-empty strings. Every refusal is a 400 that names the field.
import { BINDING_CHANGED, ErpKeyBodySchema, erpBodyId, erpCode } from '../../../../contract/erp';
import { HttpError, badRequest } from '../http/http';
import { idOf } from '../orders/orderInput';
import { parseFieldOr400, parseOr400 } from '../http/parse';

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

/** An id in a body (contract/erp.ts erpBodyId). */
export const bodyId = (body: Record<string, unknown>, field: string): string => parseFieldOr400(erpBodyId, body, field);

/** A factory's code in a body (contract/erp.ts erpCode). */
export const bodyCode = (body: Record<string, unknown>, field: string): string => parseFieldOr400(erpCode, body, field);

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
