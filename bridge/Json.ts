export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export type JsonObject = { [k: string]: Json };

// A deeper message is not one this protocol sends; the cap also bounds the recursion.
const MAX_DEPTH = 64;

/**
 * Whether a value survives JSON unchanged in meaning. Messages arriving through postMessage are
 * structured clones, which can carry Dates, Blobs, Maps and cycles that JSON cannot.
 *
 * An object property whose value is `undefined` is tolerated, because JSON.stringify drops it and a
 * host that writes `{ path: undefined }` means "no path", not a malformed reply.
 */
export function isJson(value: unknown): value is Json {
  return check(value, 0, new Set(), new Set());
}

export function isJsonObject(value: unknown): value is JsonObject {
  return isPlainObject(value) && isJson(value);
}

/** Plain objects from any realm (a frame's objects have that frame's Object.prototype). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === null || Object.getPrototypeOf(proto) === null;
}

/** A JSON copy of an outgoing message: fails loudly at the sender on cycles or BigInts. */
export function toPlainJson<T extends object>(message: T): T {
  return JSON.parse(JSON.stringify(message)) as T;
}

function check(value: unknown, depth: number, ancestors: Set<object>, valid: Set<object>): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value);
    case 'object':
      break;
    default:
      return false;
  }
  if (value === null) return true;
  // Shared sub-objects are checked once, so a diamond-shaped graph costs linear time.
  if (valid.has(value)) return true;
  if (ancestors.has(value) || depth >= MAX_DEPTH) return false;
  ancestors.add(value);
  const ok = Array.isArray(value)
    ? checkArray(value, depth, ancestors, valid)
    : isPlainObject(value) && checkObject(value, depth, ancestors, valid);
  ancestors.delete(value);
  if (ok) valid.add(value);
  return ok;
}

function checkArray(items: unknown[], depth: number, ancestors: Set<object>, valid: Set<object>): boolean {
  for (let i = 0; i < items.length; i++) {
    if (!check(items[i], depth + 1, ancestors, valid)) return false;
  }
  return true;
}

function checkObject(
  record: Record<string, unknown>,
  depth: number,
  ancestors: Set<object>,
  valid: Set<object>,
): boolean {
  for (const key of Object.keys(record)) {
    const item = record[key];
    if (item !== undefined && !check(item, depth + 1, ancestors, valid)) return false;
  }
  return true;
}
