import { Button, Image, Pagination } from '@arco-design/web-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { listOrders } from '../../api/orders';
import { listShops } from '../../api/shops';
import { DEFAULT_ORDER_PAGE_SIZE, ORDER_PAGE_SIZES } from '../../../contract/orders';
import type { Shop } from '../../../contract/shops';
import { MSG as COMMON } from '../../messages';
import { MSG } from './messages';
import { ListLoad } from '../../ui/ListLoad';
import { NoShopsState } from '../../ui/NoShopsState';
import { NoOrdersYet } from './NoOrdersYet';
import type { OrderDownloadSlot } from '../../ui/orderDownloadSlot';
import type { OrderPushSlot } from '../../ui/orderPushSlot';
import { useLoad } from '../../ui/useLoad';
import { session } from '../../api/session';
import { readPrintFileNotes, type PrintFileNotes } from '../../lib/sheets/printFileNotes';
import { useQueryUpdate } from '../../ui/useQueryState';
import { OrderCredits, useCreditBalance } from './OrderCredits';
import { OrderFilterBar } from './OrderFilterBar';
import { lastPage, readPageNo, readPageSize } from '../../lib/paging';
import { confirm } from '../../ui/confirm';
import { filtersKey, NO_FILTERS, orderQuery, readFilters, type OrderFilters } from './orderFilters';
import { orderRows } from './orderRows';
import { OrderTable } from './OrderTable';
import { useBoxHeight } from './useBoxHeight';
import { useTicks } from './useTicks';
import './orders.css';

/** Nothing noted: a browser without storage, or no layout made yet. */
const NO_NOTES: PrintFileNotes = { checks: new Map(), laidOut: new Map() };

/** /app/order_management (spec 3 §2): the orders with buyers' customized images, and the download toolbar. */
export function OrderScreen({ download, push }: { download: OrderDownloadSlot; push: OrderPushSlot }) {
  const shops = useLoad(listShops, []);
  return (
    <div className="screen-card order-screen">
      <ListLoad loaded={shops}>{(list) => (list.length === 0 ? <NoShopsState text={MSG.orders.noShops} action={MSG.orders.goAddShop} /> : <OrderList shops={list} download={download} push={push} />)}</ListLoad>
    </div>
  );
}

function OrderList({ shops, download, push }: { shops: Shop[]; download: OrderDownloadSlot; push: OrderPushSlot }) {
  // The address is the truth (spec 3 §2: ?shopId= preselects a shop): the screen reads it on every render,
  // so the browser's Back and Forward show the filters and the page they name.
  const search = new URLSearchParams(useSearch());
  const [shopQuery, fromQuery, toQuery, numberQuery, pageQuery, sizeQuery] = ['shopId', 'from', 'to', 'q', 'page', 'size'].map((name) => search.get(name));
  const updateQuery = useQueryUpdate();
  const shopsById = useMemo(() => new Map(shops.map((shop) => [shop.id, shop])), [shops]);
  // A shop the account no longer has (an old link) means all shops, and leaves the address.
  const knownShop = shopQuery && shopsById.has(shopQuery) ? shopQuery : null;
  useEffect(() => {
    if (shopQuery !== null && knownShop === null) updateQuery({ shopId: null });
  }, [shopQuery, knownShop, updateQuery]);

  const filters = useMemo(
    () => readFilters({ shopId: knownShop, from: fromQuery, to: toQuery, q: numberQuery }),
    [knownShop, fromQuery, toQuery, numberQuery],
  );
  const key = filtersKey(filters);
  const pageNo = readPageNo(pageQuery);
  const pageSize = readPageSize(sizeQuery, ORDER_PAGE_SIZES, DEFAULT_ORDER_PAGE_SIZE);
  const orders = useLoad(() => listOrders(orderQuery(filters, pageNo, pageSize)), [filters, pageNo, pageSize]);
  const balance = useCreditBalance();
  // What 生成排版 noted of each print file in this browser: its check and 已排版 (lib/sheets/printFileNotes.ts).
  const notes = useLoad((): Promise<PrintFileNotes> => readPrintFileNotes(session.username ?? '').catch(() => NO_NOTES), []);
  const failed = Boolean(orders.error);
  const rows = useMemo(() => orderRows(orders.data?.items ?? []), [orders.data]);
  const ticks = useTicks(filters, rows);
  const [preview, setPreview] = useState<string | null>(null);
  const tableBox = useBoxHeight<HTMLDivElement>(360, '.arco-table-header');

  // A page past the end (an old link, orders gone since) shows the last page rather than 暂无订单.
  const page = orders.data;
  useEffect(() => {
    if (!page || page.items.length > 0 || page.totalItems === 0) return;
    const last = lastPage(page.totalItems, pageSize);
    if (last < pageNo) updateQuery({ page: last === 1 ? null : String(last) });
  }, [page, pageNo, pageSize, updateQuery]);

  // A filter or a page the merchant chose is a step of the history; the corrections above are not.
  function applyFilters(next: OrderFilters) {
    updateQuery({ shopId: next.shopId, from: next.from, to: next.to, q: next.orderNumber || null, page: null }, { push: true });
  }

  function query(orderNumber: string) {
    const next = { ...filters, orderNumber };
    if (filtersKey(next) === key && pageNo === 1) void orders.reload();
    else applyFilters(next);
  }

  function turnPage(nextPage: number, nextSize: number) {
    if (nextSize !== pageSize) {
      updateQuery({ size: nextSize === DEFAULT_ORDER_PAGE_SIZE ? null : String(nextSize), page: null }, { push: true });
      return;
    }
    updateQuery({ page: nextPage === 1 ? null : String(nextPage) }, { push: true });
  }

  // Ticks gathered over several searches are work: dropping them asks first (a cancel rejects and keeps them).
  async function clearTicks() {
    try {
      await confirm({ title: MSG.orders.clearTicksTitle, content: MSG.orders.clearTicksContent(ticks.items.length, ticks.outside) });
    } catch {
      return;
    }
    ticks.clear();
  }

  const { Toolbar } = download;
  const PushButton = push.Button;
  const total = failed ? 0 : (page?.totalItems ?? 0);
  return (
    <>
      <OrderFilterBar shops={shops} filters={filters} onChange={applyFilters} onQuery={query} onReset={() => applyFilters({ shopId: null, from: null, to: null, orderNumber: '' })} />
      {/* What the toolbar was handed, for QA and the tests: `{order number}#{item index}` per ticked item. */}
      <div className="order-toolbar" data-ticked={ticks.items.map((ticked) => `${ticked.order.originalId}#${ticked.itemIndex}`).join(' ')}>
        {/* A download may have charged credits (spec 3 §9): the balance reloads with the list. */}
        <Toolbar
          ticked={ticks.items}
          shops={shops}
          onDownloaded={() => {
            void orders.reload();
            void balance.reload();
            void notes.reload();
          }}
          onCharged={() => void balance.reload()}
        />
        {/* A push charges like a download, and its refund on the next visit gives back: the balance reloads too. */}
        <PushButton
          ticked={ticks.items}
          onPushed={() => {
            void orders.reload();
            void balance.reload();
          }}
        />
        <span className="spacer" />
        <OrderCredits balance={balance} />
      </div>
      <div className="order-table-box" ref={tableBox.ref}>
        <OrderTable
          rows={rows}
          shops={shopsById}
          loaded={page !== undefined}
          loading={orders.loading}
          failed={failed}
          onRetry={orders.reload}
          ticked={ticks.keys}
          onTick={ticks.tick}
          onOpenImage={setPreview}
          notes={notes.data ?? NO_NOTES}
          bodyHeight={Math.max(120, tableBox.height)}
          empty={filtersKey(filters) === filtersKey(NO_FILTERS) ? <NoOrdersYet /> : undefined}
        />
      </div>
      {/* The ticked count sits beside the pager, in a row that is there anyway: in the toolbar it wrapped to a
          row of its own at 1024 px and took a screenful of orders' room. */}
      {(total > 0 || ticks.items.length > 0) && (
        <div className="order-footer">
          {ticks.items.length > 0 && (
            <span className="order-ticked" role="status">
              <span className="order-ticked-count">{MSG.orders.tickedCount(ticks.items.length, ticks.outside)}</span>
              <Button type="text" size="mini" className="order-ticks-clear" onClick={() => void clearTicks()}>
                {MSG.orders.clearTicks}
              </Button>
            </span>
          )}
          <span className="spacer" />
          {total > 0 && (
            <Pagination
              className="order-pagination"
              current={pageNo}
              pageSize={pageSize}
              total={total}
              sizeOptions={[...ORDER_PAGE_SIZES]}
              sizeCanChange
              showJumper
              showTotal={(count: number) => COMMON.common.total(count)}
              onChange={turnPage}
            />
          )}
        </div>
      )}
      <Image.Preview src={preview ?? ''} visible={preview !== null} onVisibleChange={(visible) => !visible && setPreview(null)} />
    </>
  );
}
