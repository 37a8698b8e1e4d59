// Reading shop bodies (spec 3 §5) with the contract's schema (contract/shops.ts): the messages are the
// console's own, so a client that skipped its form validation still shows the merchant the right text.
import { ShopFieldsSchema, ShopPatchSchema, shopPlatform, type Shop, type ShopInput, type ShopPlatform } from '../../../../contract/shops';
import { badRequest } from '../http/http';
import { parseOr400 } from '../http/parse';

/** SDK and Taobao shops are bound by the service (spec 3 §3): never added, nor made so by an edit. */
export function notAddable(platform: ShopPlatform): string {
  return `${platform.label}店铺不能手动添加`;
}

export function boundTypeKept(platform: ShopPlatform): string {
  return `${platform.label}店铺由平台绑定，不能改为其他平台`;
}

/**
 * A new shop's {type, name}, or an edit of `current`: an edit may keep a type that cannot be added (the
 * shop already has it) but not move to one. `partial` (PATCH) keeps a field left out.
 */
export function readShopInput(body: Record<string, unknown>, current?: Shop, partial = false): ShopInput {
  const fields = partial && current !== undefined ? parseOr400(ShopPatchSchema, body) : parseOr400(ShopFieldsSchema, body);
  const platform = shopPlatform(fields.type ?? current!.type)!;
  const name = fields.name ?? current!.name;
  if (!platform.addable && platform.type !== current?.type) throw badRequest(notAddable(platform));
  // A shop the service bound (淘宝, SDK) is that platform's: its products were synced from it.
  const bound = current ? shopPlatform(current.type) : undefined;
  if (bound && !bound.addable && platform.type !== bound.type) throw badRequest(boundTypeKept(bound));
  return { type: platform.type, name };
}
