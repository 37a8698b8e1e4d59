// What the ERP routes' bodies' schemas (contract/erp.ts) leave to the route: a binding's stale base.
import { BINDING_CHANGED } from '../../../../contract/erp';
import { HttpError } from '../http/http';

/**
 * A binding POST's `base…` field (contract BINDING_CHANGED), as its body schema read it: left out (undefined),
 * the POST binds whatever is bound now; given and stale, a 409 that says what is bound, and nothing changes.
 */
export function checkBindingBase(base: string | null | undefined, current: string | null, changedMessage: (current: string | null) => string): void {
  if (base !== undefined && base !== current) throw new HttpError(409, BINDING_CHANGED, changedMessage(current));
}
