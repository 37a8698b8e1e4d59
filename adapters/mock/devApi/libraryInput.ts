// Reading library request bodies and queries. The messages are the console's own (spec 1 §5, spec 2 §5),
// so a client that skipped its form validation still shows the merchant the right text.
import { badRequest, optionalInteger } from './http';
import { isAssetType, type AssetType } from '../../../contract/library';

/** Accepts 1 and "1", like the other integer fields (a Java-style backend binds either). */
export function readAssetType(value: unknown, field = 'type'): AssetType {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (!isAssetType(number)) throw badRequest(`${field} 必须是 1（图库）、2（贴纸）或 3（背景）`);
  return number;
}

/** A positive integer from the query; `fallback` when absent or empty. */
export function queryPositiveInteger(url: URL, field: string, fallback: number): number {
  const raw = url.searchParams.get(field);
  if (raw === null || raw.trim() === '') return fallback;
  // Digits only: Number() would also read "0x2" and "1e1".
  if (!/^\s*\d+\s*$/.test(raw)) throw badRequest(`${field} 必须是正整数`);
  const value = optionalInteger({ [field]: raw }, field);
  if (value === undefined || value < 1) throw badRequest(`${field} 必须是正整数`);
  return value;
}

/**
 * Bodies like PATCH /:id {id, name} repeat the id of the path. When present it must agree: a client that
 * sends one item's body to another's path is told rather than obeyed.
 */
export function checkBodyId(body: Record<string, unknown>, pathId: string): void {
  const id = body.id;
  if (id === undefined || id === null) return;
  if (String(id) !== pathId) throw badRequest(`请求体的 id (${String(id)}) 与路径的 id (${pathId}) 不一致`);
}

const RRGGBB = /^#[0-9a-f]{6}$/i;

export function isRrggbb(value: string): boolean {
  return RRGGBB.test(value);
}
