// What a shop body may not do that its schema (contract/shops.ts, read by the router) cannot tell alone: the
// platforms a shop may be added on or moved to depend on the shop edited (spec 3 §3).
import { type Shop, type ShopInput } from '../../../../contract/shops';
import { shopPlatform, type ShopPlatform, type ShopType } from '../../../../contract/shopPlatforms';
import { badRequest } from '../http/http';

/** SDK and Taobao shops are bound by the service (spec 3 §3): never added, nor made so by an edit. */
export function notAddable(platform: ShopPlatform): string {
  return `${platform.label}店铺不能手动添加`;
}

export function boundTypeKept(platform: ShopPlatform): string {
  return `${platform.label}店铺由平台绑定，不能改为其他平台`;
}

/**
 * A new shop's {type, name}, or an edit of `current`: an edit may keep a type that cannot be added (the
 * shop already has it) but not move to one. A field a PATCH left out keeps its value.
 */
export function shopInput(fields: { type?: ShopType; name?: string }, current?: Shop): ShopInput {
  const platform = shopPlatform(fields.type ?? current!.type)!;
  const name = fields.name ?? current!.name;
  if (!platform.addable && platform.type !== current?.type) throw badRequest(notAddable(platform));
  // A shop the service bound (淘宝, SDK) is that platform's: its products were synced from it.
  const bound = current ? shopPlatform(current.type) : undefined;
  if (bound && !bound.addable && platform.type !== bound.type) throw badRequest(boundTypeKept(bound));
  return { type: platform.type, name };
}
