import type { FactoryPhoneModel } from '../../../contract/erp';

/** Models whose code or name holds the search text, case aside. */
export function searchFactoryModels(models: readonly FactoryPhoneModel[], text: string): FactoryPhoneModel[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return models.slice();
  return models.filter((model) => model.code.toLowerCase().includes(needle) || model.name.toLowerCase().includes(needle));
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
