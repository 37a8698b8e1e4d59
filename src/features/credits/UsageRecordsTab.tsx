import { Button, Input, Select, Table } from '@arco-design/web-react';
import { useMemo, useState } from 'react';
import type { Id } from '../../../contract/catalogue';
import { DEFAULT_RECORD_PAGE_SIZE, type UsageRecord } from '../../../contract/credits';
import { type Shop } from '../../../contract/shops';
import { shopPlatform } from '../../../contract/shopPlatforms';
import { listUsageRecords } from '../../api/credits';
import { listShops } from '../../api/shops';
import { formatDateTime } from '../../lib/dateTime';
import { MSG as COMMON } from '../../messages';
import { MSG } from './messages';
import { listTableProps } from '../../ui/ListLoad';
import { useLoad } from '../../ui/useLoad';
import { createdAtRange, type DayRange } from '../../lib/dayRange';
import { DayRangeFilter, RecordPagination, type RecordPaging } from './RecordFilters';
import { formatCount } from './rechargeUnits';
import { UsageDetailModal } from './UsageDetailModal';

const NO_RECORDS: UsageRecord[] = [];
const FIRST_PAGE: RecordPaging = { pageNo: 1, pageSize: DEFAULT_RECORD_PAGE_SIZE };

interface UsageFilter {
  shopId: Id | undefined;
  orderId: string;
  orderOriginalId: string;
  range: DayRange | null;
}

/**
 * Spec 3 gives the recharge list a default range and this one none: a seller looks a deduction up by its
 * order, whenever it was, so the list opens on every deduction, newest first.
 */
const NO_FILTER: UsageFilter = { shopId: undefined, orderId: '', orderOriginalId: '', range: null };

/** 扣费记录 (spec 3 §2): the charges, filtered by shop, order numbers and dates, each with its 详情. */
export function UsageRecordsTab({ version }: { version: number }) {
  const shops = useLoad(listShops, []);
  const shopNames = useMemo(() => new Map((shops.data ?? []).map((shop) => [shop.id, shop.name])), [shops.data]);
  const [draft, setDraft] = useState<UsageFilter>(NO_FILTER);
  const [query, setQuery] = useState({ filter: NO_FILTER, nonce: 0 });
  const [paging, setPaging] = useState(FIRST_PAGE);
  const [detailOf, setDetailOf] = useState<UsageRecord | null>(null);
  const loaded = useLoad(() => {
    const { shopId, orderId, orderOriginalId, range } = query.filter;
    return listUsageRecords({
      ...createdAtRange(range),
      shopId,
      orderId: orderId.trim() || undefined,
      orderOriginalId: orderOriginalId.trim() || undefined,
      ...paging,
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- version: ask again once a payment ended elsewhere on the screen
  }, [query, paging, version]);
  const table = listTableProps({ ...loaded, data: loaded.data?.items }, NO_RECORDS);

  const run = (filter: UsageFilter) => {
    setDraft(filter);
    setQuery((last) => ({ filter, nonce: last.nonce + 1 }));
    setPaging((last) => ({ ...last, pageNo: 1 }));
  };
  const edit = (change: Partial<UsageFilter>) => setDraft((last) => ({ ...last, ...change }));

  const columns = [
    { title: MSG.credits.usedAt, key: 'createdAt', width: 140, render: (_: unknown, r: UsageRecord) => formatDateTime(r.createdAt) },
    { title: MSG.credits.shop, key: 'shop', width: 120, render: (_: unknown, r: UsageRecord) => shopNames.get(r.shopId) ?? MSG.credits.unknownShop },
    { title: MSG.credits.orderId, dataIndex: 'orderId', width: 90 },
    { title: MSG.credits.orderOriginalId, dataIndex: 'orderOriginalId', width: 180 },
    { title: MSG.credits.usedCredits, key: 'usedCredits', width: 80, render: (_: unknown, r: UsageRecord) => formatCount(r.usedCredits) },
    {
      title: COMMON.common.operation,
      key: 'operation',
      width: 64,
      render: (_: unknown, r: UsageRecord) => (
        <Button type="text" size="small" className="usage-detail" onClick={() => setDetailOf(r)}>
          {MSG.credits.detail}
        </Button>
      ),
    },
  ];

  return (
    <div className="usage-records">
      <div className="screen-toolbar credits-filters">
        <span className="credits-filter">
          <span className="credits-filter-label">{MSG.credits.shop}</span>
          <Select
            className="usage-shop"
            aria-label={MSG.credits.shop}
            style={{ width: 200 }}
            placeholder={MSG.credits.allShops}
            allowClear
            value={draft.shopId}
            onChange={(shopId: Id | undefined) => edit({ shopId })}
          >
            {(shops.data ?? []).map((shop: Shop) => (
              <Select.Option key={shop.id} value={shop.id}>
                {`${shopPlatform(shop.type)?.label ?? ''} ${shop.name}`.trim()}
              </Select.Option>
            ))}
          </Select>
        </span>
        <label className="credits-filter">
          <span className="credits-filter-label">{MSG.credits.orderId}</span>
          <Input className="usage-order-id" aria-label={MSG.credits.orderId} style={{ width: 180 }} allowClear value={draft.orderId} onChange={(orderId) => edit({ orderId })} onPressEnter={() => run(draft)} />
        </label>
        <label className="credits-filter">
          <span className="credits-filter-label">{MSG.credits.orderOriginalId}</span>
          <Input
            className="usage-original-id"
            aria-label={MSG.credits.orderOriginalId}
            style={{ width: 200 }}
            allowClear
            value={draft.orderOriginalId}
            onChange={(orderOriginalId) => edit({ orderOriginalId })}
            onPressEnter={() => run(draft)}
          />
        </label>
        <DayRangeFilter value={draft.range} onChange={(range) => edit({ range })} onShortcut={(range) => run({ ...draft, range })} />
        <Button type="primary" className="credits-query" onClick={() => run(draft)}>
          {MSG.credits.query}
        </Button>
        <Button className="credits-reset" onClick={() => run(NO_FILTER)}>
          {MSG.credits.reset}
        </Button>
      </div>
      <Table<UsageRecord> rowKey="id" className="usage-table" {...table} columns={columns} pagination={false} scroll={{ x: 700 }} border={{ wrapper: true, cell: false }} />
      <RecordPagination paging={paging} total={loaded.error ? 0 : (loaded.data?.totalItems ?? 0)} onChange={setPaging} />
      {detailOf && <UsageDetailModal record={detailOf} onClose={() => setDetailOf(null)} />}
    </div>
  );
}
