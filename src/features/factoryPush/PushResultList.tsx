import { Tag } from '@arco-design/web-react';
import type { PushOrderInput, PushOrderItem } from '../../../contract/erp';
import { MSG } from './messages';
import { designsWithoutPrint, hasPrintFile } from './pushPayload';
import type { PushResult } from './pushRun';

const T = MSG.factoryPush;

const STATE_TAG: Record<PushResult['state'], { text: string; color?: string }> = {
  waiting: { text: T.waiting },
  pushing: { text: T.pushing, color: 'arcoblue' },
  succeeded: { text: T.succeeded, color: 'green' },
  failed: { text: T.failed, color: 'red' },
  skipped: { text: T.skipped, color: 'orange' },
  earlier: { text: T.notSentAgain, color: 'gray' },
  noPrint: { text: T.skipped, color: 'orange' },
};

/** The cases each print file of an item stands for (pushPayload.ts), by the design's place (1-based) among the item's. */
const printCounts = (item: PushOrderItem): { position: number; count: number }[] =>
  item.phoneCaseCustomizationInfos.flatMap((info, index) =>
    info.customizedImageUrl !== '' && info.printQuantity !== undefined ? [{ position: index + 1, count: info.printQuantity }] : [],
  );

/** A line per order, in the order they are pushed, with its result (spec 3 §8: 推送失败 says why). */
export function PushResultList({
  orders,
  results,
  pushedTo,
}: {
  orders: readonly PushOrderInput[];
  results: readonly PushResult[];
  pushedTo?: ReadonlyMap<string, string>;
}) {
  return (
    // A list that scrolls: focusable, so that a keyboard scrolls it too (WCAG 2.1.1).
    <ol className="factory-push-results" aria-label={MSG.factoryPush.work} tabIndex={0}>
      {orders.map((order, index) => {
        // An order with no print file is never sent: its row says so before 推送 as after it.
        const result = results[index] ?? { state: 'waiting' };
        const sent = hasPrintFile(order);
        const shown: PushResult = !sent && result.state === 'waiting' ? { state: 'noPrint' } : result;
        const tag = STATE_TAG[shown.state];
        return (
          <li key={`${index}:${order.orderOriginalId}`} className="factory-push-row" data-state={result.state} data-order={order.orderOriginalId}>
            <div className="factory-push-row-head">
              <span className="factory-push-order">{T.order(order.orderOriginalId)}</span>
              <span className="factory-push-items muted">{T.items(order.orderItems.length, order.orderItems.reduce((sum, item) => sum + item.quantity, 0))}</span>
              {pushedTo?.has(order.orderOriginalId) && (result.state === 'waiting' || result.state === 'earlier') ? (
                <Tag size="small" color="orange" className="factory-push-earlier">
                  {T.pushedEarlier(pushedTo.get(order.orderOriginalId)!)}
                </Tag>
              ) : null}
              {/* Before the run, an order pushed already is not 待推送: its factory tag says where it is. */}
              {result.state === 'waiting' && pushedTo?.has(order.orderOriginalId) ? null : (
                <Tag size="small" color={tag.color} className="factory-push-state">
                  {tag.text}
                </Tag>
              )}
            </div>
            {sent ? (
              order.orderItems.map((item) => {
                const counts = printCounts(item);
                const without = designsWithoutPrint(item);
                return (
                  <div key={item.originalId}>
                    {counts.length > 0 && (
                      <div className="factory-push-files muted" data-item={item.originalId}>
                        {T.printFiles(item.originalId, counts)}
                      </div>
                    )}
                    {without > 0 && (
                      <div className="factory-push-without-print" data-item={item.originalId}>
                        {T.designsWithoutPrint(item.originalId, without)}
                      </div>
                    )}
                  </div>
                );
              })
            ) : (
              <div className="factory-push-reason">{T.orderWithoutPrint}</div>
            )}
            {result.state === 'failed' && <div className="factory-push-reason">{result.reason}</div>}
          </li>
        );
      })}
    </ol>
  );
}
