import { Table, Tag } from '@arco-design/web-react';
import { MSG } from './messages';
import type { SyncOutcome } from './syncOutcomes';

/** Seven rows: the dialog with its title, summary and buttons still fits a 1024 × 640 window (a seller shrinks the plugin that far). */
const LIST_HEIGHT = 260;

const COLUMNS = [
  { title: MSG.products.syncIds, dataIndex: 'id', width: 200 },
  { title: MSG.products.syncResult, width: 100, render: (_: unknown, row: SyncOutcome) => <OutcomeTag outcome={row} /> },
  { title: MSG.products.syncReason, render: (_: unknown, row: SyncOutcome) => row.reason ?? '' },
];

/**
 * One row per id of a sync (spec 3 §5). A run takes up to PRODUCT_SYNC_MAX ids and changes one row per
 * call: from 100 rows on (Arco's virtual list threshold) only the rows in view are drawn, so an update
 * costs the same at 100 ids or 500, where drawing every row on every update held the page for seconds.
 * A shorter list is drawn whole, so the browser's find-in-page still finds any id in it.
 */
export function SyncResultTable({ outcomes }: { outcomes: readonly SyncOutcome[] }) {
  return (
    <Table
      className="sync-table"
      size="small"
      rowKey="id"
      data={outcomes as SyncOutcome[]}
      pagination={false}
      virtualized
      scroll={{ y: LIST_HEIGHT }}
      columns={COLUMNS}
    />
  );
}

function OutcomeTag({ outcome }: { outcome: SyncOutcome }) {
  if (outcome.status === 'done') return <Tag color="green">{MSG.products.syncSucceeded}</Tag>;
  if (outcome.status === 'failed') return <Tag color="red">{MSG.products.syncFailed}</Tag>;
  if (outcome.status === 'stopped') return <Tag>{MSG.products.syncStopped}</Tag>;
  if (outcome.status === 'running') return <Tag color="arcoblue">{MSG.products.syncRunning}</Tag>;
  return <Tag>{MSG.products.syncPending}</Tag>;
}
