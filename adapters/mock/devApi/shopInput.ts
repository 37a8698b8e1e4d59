// Reading shop bodies (spec 3 §5). The messages are the console's own, so a client that skipped its form
// validation still shows the merchant the right text.
import { shopNameProblem, shopPlatform, type Shop, type ShopInput, type ShopPlatform } from '../../../contract/shops';
import { NAME_DIRECTION_CONTROL, NAME_INVISIBLE_CHARACTER } from './catalogueInput';
import { badRequest } from './http';

export const SHOP_TYPE_REQUIRED = '必须选择店铺类型';
export const SHOP_NAME_REQUIRED = '必须填写店铺名称';
export const SHOP_NAME_TOO_LONG = '限制不能超过20个字符';

/** SDK and Taobao shops are bound by the service (spec 3 §3): never added, nor made so by an edit. */
export function notAddable(platform: ShopPlatform): string {
  return `${platform.label}店铺不能手动添加`;
}

export function boundTypeKept(platform: ShopPlatform): string {
  return `${platform.label}店铺由平台绑定，不能改为其他平台`;
}

/** 3 and "3" alike, as the other integer fields; anything else, or a number no platform has, is no type. */
function readPlatform(value: unknown): ShopPlatform {
  // Digits only: Number() would also read "0x3" and "3e0" as 3.
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  const platform = typeof number === 'number' ? shopPlatform(number) : undefined;
  if (!platform) throw badRequest(SHOP_TYPE_REQUIRED);
  return platform;
}

function readName(value: unknown): string {
  const raw = typeof value === 'string' ? value : '';
  const problem = shopNameProblem(raw);
  if (problem === 'required') throw badRequest(SHOP_NAME_REQUIRED);
  if (problem === 'tooLong') throw badRequest(SHOP_NAME_TOO_LONG);
  if (problem === 'directionControl') throw badRequest(NAME_DIRECTION_CONTROL);
  if (problem === 'invisibleCharacter') throw badRequest(NAME_INVISIBLE_CHARACTER);
  return raw.trim();
}

/**
 * A new shop's {type, name}, or an edit of `current`: an edit may keep a type that cannot be added (the
 * shop already has it) but not move to one. `partial` (PATCH) keeps a field left out.
 */
export function readShopInput(body: Record<string, unknown>, current?: Shop, partial = false): ShopInput {
  const keep = partial && current !== undefined;
  const platform = keep && body.type === undefined ? shopPlatform(current.type)! : readPlatform(body.type);
  const name = keep && body.name === undefined ? current.name : readName(body.name);
  if (!platform.addable && platform.type !== current?.type) throw badRequest(notAddable(platform));
  // A shop the service bound (淘宝, SDK) is that platform's: its products were synced from it.
  const bound = current ? shopPlatform(current.type) : undefined;
  if (bound && !bound.addable && platform.type !== bound.type) throw badRequest(boundTypeKept(bound));
  return { type: platform.type, name };
}
