// Spec 3 §3's customized image record (POST /api/orders/customized_images): the print files of the asked
// orders (and their families) that are charged, each as a signed address (printLinks.ts) with the item and
// the info's position, so the console pairs each file with its image exactly. An image not yet charged is
// left out; unknown ids and other accounts' orders are skipped.
import type { CustomizedImageRecord } from '../../../../contract/orders';
import type { DevEnv } from '../context';
import { familyOf, findOwnOrder, readableInfos } from './orderState';
import { signedPrintUrl } from './printLinks';
import type { DevState } from '../state';

export function customizedImageRecords(state: DevState, env: DevEnv, username: string, orderIds: readonly string[]): CustomizedImageRecord[] {
  const now = env.now();
  const records: CustomizedImageRecord[] = [];
  for (const id of new Set(orderIds)) {
    const order = findOwnOrder(state.orders, username, id);
    if (!order) continue;
    const customizedImageUrls = familyOf(order).flatMap((member) =>
      member.items.flatMap((item) =>
        readableInfos(item).flatMap((info, infoIndex) =>
          info.creditDeducted && info.hasCustomizedImage
            ? [
                {
                  orderItemId: item.id,
                  infoIndex,
                  customizedImageUrl: signedPrintUrl(env.origin, env.printSecret, member.owner, now, { orderId: member.id, itemId: item.id, infoIndex }),
                },
              ]
            : [],
        ),
      ),
    );
    records.push({ orderId: order.id, customizedImageUrls });
  }
  return records;
}
