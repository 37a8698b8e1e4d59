import { Button, Message, Table } from '@arco-design/web-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Id } from '../../../contract/catalogue';
import { DEFAULT_RECORD_PAGE_SIZE, PaymentStatus, type RechargeRecord } from '../../../contract/credits';
import { listRechargeRecords, syncPaymentStatus } from '../../api/credits';
import { formatDateTime } from '../../lib/dateTime';
import { MSG } from './messages';
import { listTableProps } from '../../ui/ListLoad';
import { useLoad } from '../../ui/useLoad';
import { createdAtRange, lastDays, type DayRange } from '../../lib/dayRange';
import { isPaidStatus, paymentStatusLabel } from './paymentStatus';
import { DayRangeFilter, RecordPagination, type RecordPaging } from './RecordFilters';
import { formatCount, formatYuan } from './rechargeUnits';

const NO_RECORDS: RechargeRecord[] = [];
const FIRST_PAGE: RecordPaging = { pageNo: 1, pageSize: DEFAULT_RECORD_PAGE_SIZE };

/**
 * 充值记录 (spec 3 §2, §4): the recharges of a date range (the last 7 days until the seller picks another),
 * server paged, with 同步订单 on a recharge still awaiting payment. `version` changes when a payment ended
 * elsewhere on the screen, so the list shows it.
 */
export function RechargeRecordsTab({ version, onPaid }: { version: number; onPaid: () => void }) {
  const [draft, setDraft] = useState<DayRange | null>(() => lastDays(7));
  // The nonce makes 查询 ask again for an unchanged range (a recharge made in another tab meanwhile).
  const [query, setQuery] = useState({ range: draft, nonce: 0 });
  const [paging, setPaging] = useState(FIRST_PAGE);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- version: ask again once a payment ended elsewhere on the screen
  const loaded = useLoad(() => listRechargeRecords({ ...createdAtRange(query.range), ...paging }), [query, paging, version]);
  const synced = useSyncedStatuses(loaded.data?.items, onPaid);
  const table = listTableProps({ ...loaded, data: loaded.data?.items }, NO_RECORDS);

  const run = (range: DayRange | null) => {
    setDraft(range);
    setQuery((last) => ({ range, nonce: last.nonce + 1 }));
    setPaging((last) => ({ ...last, pageNo: 1 }));
  };

  const columns = [
    { title: MSG.credits.createdAt, key: 'createdAt', width: 140, render: (_: unknown, r: RechargeRecord) => formatDateTime(r.createdAt) },
    { title: MSG.credits.paidAt, key: 'paidAt', width: 140, render: (_: unknown, r: RechargeRecord) => (r.paidAt ? formatDateTime(r.paidAt) : '-') },
    { title: MSG.credits.addedCredits, key: 'addedCredits', width: 90, render: (_: unknown, r: RechargeRecord) => formatCount(r.addedCredits) },
    { title: MSG.credits.amount, key: 'amount', width: 80, render: (_: unknown, r: RechargeRecord) => formatYuan(r.amount) },
    { title: MSG.credits.operator, dataIndex: 'rechargeOperator', width: 90 },
    {
      title: MSG.credits.status,
      key: 'status',
      width: 170,
      render: (_: unknown, r: RechargeRecord) => {
        const status = synced.statusOf(r);
        return (
          <span className="recharge-status">
            <span className={`recharge-status-label status-${String(status)}`}>{paymentStatusLabel(status)}</span>
            {status === PaymentStatus.AWAITING && (
              <Button type="text" size="mini" className="recharge-sync" loading={synced.pending.has(r.id)} onClick={() => void synced.sync(r.id)}>
                {MSG.credits.syncOrder}
              </Button>
            )}
          </span>
        );
      },
    },
  ];

  return (
    <div className="recharge-records">
      <div className="screen-toolbar credits-filters">
        <DayRangeFilter value={draft} onChange={setDraft} onShortcut={run} />
        <Button type="primary" className="credits-query" onClick={() => run(draft)}>
          {MSG.credits.query}
        </Button>
        <Button className="credits-reset" onClick={() => run(lastDays(7))}>
          {MSG.credits.reset}
        </Button>
      </div>
      <Table<RechargeRecord> rowKey="id" className="recharge-table" {...table} columns={columns} pagination={false} scroll={{ x: 700 }} border={{ wrapper: true, cell: false }} />
      <RecordPagination paging={paging} total={loaded.error ? 0 : (loaded.data?.totalItems ?? 0)} onChange={setPaging} />
    </div>
  );
}

/**
 * 同步订单 per row: one question per record at a time (a double click asks once), the answer shown in the
 * row and said in a message; a recharge found paid reloads the balance. A reload of the list brings the
 * server's states and drops the answers held here.
 */
function useSyncedStatuses(rows: readonly RechargeRecord[] | undefined, onPaid: () => void) {
  const [statuses, setStatuses] = useState<ReadonlyMap<Id, PaymentStatus>>(new Map());
  const [pending, setPending] = useState<ReadonlySet<Id>>(new Set());
  const running = useRef(new Set<Id>());
  useEffect(() => setStatuses(new Map()), [rows]);

  const sync = useCallback(
    async (id: Id) => {
      if (running.current.has(id)) return;
      running.current.add(id);
      setPending(new Set(running.current));
      try {
        const { paymentStatus } = await syncPaymentStatus(id);
        setStatuses((last) => new Map(last).set(id, paymentStatus));
        Message.success(MSG.credits.synced(paymentStatusLabel(paymentStatus)));
        if (isPaidStatus(paymentStatus)) onPaid();
      } catch {
        // The API client's modal has said why.
      } finally {
        running.current.delete(id);
        setPending(new Set(running.current));
      }
    },
    [onPaid],
  );

  const statusOf = (record: RechargeRecord): PaymentStatus => statuses.get(record.id) ?? record.paymentStatus;
  return { sync, pending, statusOf };
}
