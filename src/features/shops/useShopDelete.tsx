import { Message } from '@arco-design/web-react';
import { deleteShop } from '../../api/shops';
import { type Shop } from '../../../contract/shops';
import { shopPlatform } from '../../../contract/shopPlatforms';
import { MSG } from './messages';
import { confirm } from '../../ui/confirm';
import { useSingleFlight } from '../../ui/useSingleFlight';

/**
 * 删除 of a shop: the confirmation says what goes with it (its products, their SKU settings, its links;
 * the dev API cascades the same, ROUTES.md) and what stays (its orders and deduction records, the account's
 * history of what was sold and paid for). One flight from the click to the reload: a double click, or a
 * click while the delete is on its way, neither asks again nor deletes twice.
 */
export function useShopDelete(onDeleted: () => Promise<unknown>) {
  return useSingleFlight(async (shop: Shop) => {
    try {
      await confirm({
        title: MSG.shops.deleteTitle,
        okText: MSG.shops.delete,
        content: (
          <div className="shop-delete-confirm">
            <p>{MSG.shops.deleteConfirm(shopPlatform(shop.type)?.label ?? '', shop.name)}</p>
            <p>{MSG.shops.deleteTakes}</p>
            <p>{MSG.shops.deleteKeeps}</p>
          </div>
        ),
      });
      await deleteShop(shop.id);
    } catch {
      // Cancelled (取消操作), or refused: the API client's modal has said why.
      return;
    }
    Message.success(MSG.shops.deleted);
    await onDeleted();
  });
}
