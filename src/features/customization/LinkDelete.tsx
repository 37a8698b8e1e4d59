import { Button, Message, Tooltip } from '@arco-design/web-react';
import { deleteShopSetting } from '../../api/customizationSettings';
import { isLinkDeletable } from '../../../contract/customization';
import { MSG } from './messages';
import { confirm } from '../../ui/confirm';
import { useSingleFlight } from '../../ui/useSingleFlight';
import type { LinkRow } from './linkRows';

export interface LinkDeleteTarget {
  row: LinkRow;
  /** How many links the row's shop has: its default goes only as the last one (isLinkDeletable). */
  linksOfShop: number;
}

/**
 * 删除 of a link (its shop customization setting). The confirmation says what it means to buyers; a shop's
 * only link is also its default, and the text says the shop is then left without one. One flight from the
 * click to the reload: a double click, or a click while the delete is on its way, deletes once.
 */
export function useLinkDelete(onDeleted: () => Promise<unknown>) {
  return useSingleFlight(async ({ row, linksOfShop }: LinkDeleteTarget) => {
    const setting = row.setting;
    if (!setting || !isLinkDeletable(setting, linksOfShop)) return;
    try {
      await confirm({
        title: MSG.links.deleteTitle,
        okText: MSG.links.delete,
        content: setting.isDefault ? MSG.links.deleteLastDefault(row.shop.name) : MSG.links.deleteConfirm(row.shop.name),
      });
      await deleteShopSetting(setting.id);
    } catch {
      // Cancelled (取消操作), or refused: the API client's modal has said why.
      return;
    }
    Message.success(MSG.links.deleted);
    await onDeleted();
  });
}

/** The default link, while its shop has others, cannot go: the button says why instead of failing. */
export function LinkDeleteButton({ row, linksOfShop, onDelete }: LinkDeleteTarget & { onDelete: (target: LinkDeleteTarget) => void }) {
  const deletable = row.setting !== null && isLinkDeletable(row.setting, linksOfShop);
  const button = (
    <Button type="text" size="small" status="danger" className="customization-link-delete" disabled={!deletable} onClick={() => onDelete({ row, linksOfShop })}>
      {MSG.links.delete}
    </Button>
  );
  if (deletable) return button;
  return (
    <Tooltip content={MSG.links.defaultNotDeletable}>
      {/* A disabled button fires no mouse events: the wrapper carries the tooltip, and the title says it without a mouse. */}
      <span className="customization-link-delete-locked" title={MSG.links.defaultNotDeletable}>
        {button}
      </span>
    </Tooltip>
  );
}
