// Reading POST /api/erp/push_order strictly (spec 3 §3) with the contract's schema (contract/erp.ts
// PushOrderBodySchema): the order number, its items and their customization infos, with limits no real order
// comes near. Garbage is a 400 that says where, never a throw.
import { PushOrderBodySchema, type PushOrderRequest } from '../../../../contract/erp';
import { parseOr400 } from '../http/parse';

export function readPushOrder(body: Record<string, unknown>): PushOrderRequest {
  return parseOr400(PushOrderBodySchema, body);
}
