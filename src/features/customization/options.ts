import type { Id } from '../../../contract/catalogue';

export interface IdOption {
  value: Id;
  label: string;
}

/**
 * The options of a select, plus the chosen ids that are no longer among them, labelled as deleted (spec 3
 * §5's 已删除材质): the merchant sees them and may remove them, and nothing is dropped behind their back.
 */
export function withMissing(options: readonly IdOption[], chosen: readonly Id[], deletedLabel: string): IdOption[] {
  const known = new Set(options.map((option) => option.value));
  const missing = chosen.filter((id) => !known.has(id)).map((value) => ({ value, label: deletedLabel }));
  return [...options, ...missing];
}
