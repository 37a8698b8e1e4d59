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
  // Every message is checked, most are flat: the walk allocates its bookkeeping only once it meets
  // an object inside an object.
  if (typeof value !== 'object' || value === null) return isJsonLeaf(value);
  return check(value, 0, null);
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

function isJsonLeaf(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value);
    default:
      return value === null;
  }
}

/**
 * `seen` holds the ancestors (for cycles) and the sub-objects already found valid (so a
 * diamond-shaped graph costs linear time); it is made at the first nested object.
 */
interface Seen {
  ancestors: Set<object>;
  valid: Set<object>;
}

function check(value: object, depth: number, seen: Seen | null): boolean {
  if (seen) {
    if (seen.valid.has(value)) return true;
    if (seen.ancestors.has(value)) return false;
  }
  if (depth >= MAX_DEPTH) return false;
  const isArray = Array.isArray(value);
  if (!isArray && !isPlainObject(value)) return false;
  const items = value as Record<string, unknown>;
  const keys = isArray ? null : Object.keys(items);
  const length = keys ? keys.length : (value as unknown[]).length;
  let open = seen;
  for (let i = 0; i < length; i++) {
    const item = keys ? items[keys[i]!] : (value as unknown[])[i];
    if (typeof item !== 'object' || item === null) {
      if (item === undefined && keys) continue;
      if (!isJsonLeaf(item)) return false;
      continue;
    }
    open ??= { ancestors: new Set(), valid: new Set() };
    open.ancestors.add(value);
    if (!check(item, depth + 1, open)) return false;
  }
  if (open) {
    open.ancestors.delete(value);
    open.valid.add(value);
  }
  return true;
}
