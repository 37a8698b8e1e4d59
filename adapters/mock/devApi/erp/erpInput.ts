// Reading the ERP routes' queries, and what their bodies' schemas (contract/erp.ts) leave to the route: ids as
// the other routes take them (digits, or a number), and a binding's stale base. Every 400 names the field.
import { BINDING_CHANGED } from '../../../../contract/erp';
import { HttpError, badRequest } from '../http/http';
import { idOf } from '../orders/orderInput';

export function queryId(url: URL, field: string): string {
  const raw = url.searchParams.get(field)?.trim() ?? '';
  if (raw === '') throw badRequest(`${field} 必填`);
  const id = idOf(raw);
  if (id === undefined) throw badRequest(`${field} 必须是 id`);
  return id;
}

/**
 * A binding POST's `base…` field (contract BINDING_CHANGED), as its body schema read it: left out (undefined),
 * the POST binds whatever is bound now; given and stale, a 409 that says what is bound, and nothing changes.
 */
export function checkBindingBase(base: string | null | undefined, current: string | null, changedMessage: (current: string | null) => string): void {
  if (base !== undefined && base !== current) throw new HttpError(409, BINDING_CHANGED, changedMessage(current));
}
