import type { FactoryPhoneModel } from '../../../contract/erp';
import { rankFactoryModels, searchIndex } from '../../lib/modelMatch/search';

/**
 * The models the search text finds, as 机型绑定's search finds them (spaces, case and full width aside,
 * the closest first: lib/modelMatch/search.ts); all of them, in the factory's order, for no text.
 */
export function searchFactoryModels(models: readonly FactoryPhoneModel[], text: string): FactoryPhoneModel[] {
  if (!text.trim()) return models.slice();
  return rankFactoryModels(searchIndex(models), text).map((entry) => entry.model);
}

/** `0:07`, `4:59`, `1:02:03`: how long a sync has run. */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
