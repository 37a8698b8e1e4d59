import { useMemo } from 'react';
import type { Id } from '../../../contract/catalogue';
import type { PhoneCaseCustomizationSetting } from '../../../contract/customization';
import { usePagedTicks } from '../../ui/usePagedTicks';
import { rowSettingKey, type ProductRow } from './productRows';

/** A ticked SKU as 批量配置 needs it when its page is no longer in view: its row, and its setting then. */
export interface TickedSku {
  row: ProductRow;
  /** What the SKU had when last seen: the one-SKU dialog starts from it (and saves on its revision). */
  setting: PhoneCaseCustomizationSetting | null;
}

interface TickableRow extends TickedSku {
  key: string;
}

const RULES = {
  valueOf: ({ row, setting }: TickableRow): TickedSku => ({ row, setting }),
  // A reload of the page (a setting saved, a product re-synced) brings new rows and settings: the ticks take them.
  isCurrent: (ticked: TickedSku, current: TickableRow) => ticked.row === current.row && ticked.setting === current.setting,
  tickable: (_row: TickableRow): _row is TickableRow => true,
};

/**
 * The SKUs ticked for 批量配置, kept across pages as the order list keeps its items (ui/usePagedTicks), and
 * dropped when another shop is chosen: a batch configures one shop's SKUs.
 */
export function useProductTicks(shopId: Id, rows: readonly ProductRow[], settings: ReadonlyMap<string, PhoneCaseCustomizationSetting> | undefined) {
  const tickable = useMemo(() => rows.map((row): TickableRow => ({ key: row.key, row, setting: settings?.get(rowSettingKey(row)) ?? null })), [rows, settings]);
  return usePagedTicks(shopId, tickable, RULES);
}
