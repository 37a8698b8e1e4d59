import { Alert, Button, Checkbox, Collapse, Modal, Progress, Space, Table, Tag } from '@arco-design/web-react';
import { useMemo, useState } from 'react';
import type { Id, PhoneModel } from '../../../contract/catalogue';
import type { FactoryPhoneModel } from '../../../contract/erp';
import { bindPhoneModel } from '../../api/erp';
import { describeError } from '../../api/errorCatalogue';
import { MSG as COMMON } from '../../messages';
import { MSG } from './messages';
import { askToStop } from '../../ui/confirm';
import { useSequentialBatch } from '../../ui/useSequentialBatch';
import { FactoryModelSelect, factoryModelLabel } from './FactoryModelSelect';
import { reviewRowsOf, rowsToWrite, type MatchOutcome, type ReviewRow } from './reviewRows';
import { singleClick } from '../../ui/singleClick';

const T = MSG.modelBinding;

const virtualRows = (count: number) => (count > 50 ? { virtualized: true, scroll: { y: 360 } } : {});

/** A binding the seller's session ended on stops the batch; any other failure is the row's own. */
const ownFailures = { callerHandles: (status: number | undefined) => status !== 401 && status !== 403 };

/**
 * The auto-match's proposals, held for review: nothing is written until the seller accepts all or
 * some, after changing a code where the proposal is wrong. Then the bindings are written one by one with
 * progress, and each failure is named on its row.
 */
export function AutoMatchReview({
  factoryId,
  outcome,
  brandName,
  models,
  currentCodes,
  factoryModels,
  onClose,
  onWritten,
}: {
  factoryId: Id;
  outcome: MatchOutcome;
  /** The catalogue brand of the models: a row's 修改 ranks that model's best match first. */
  brandName: string;
  models: readonly PhoneModel[];
  currentCodes: ReadonlyMap<Id, string>;
  factoryModels: readonly FactoryPhoneModel[];
  onClose: () => void;
  onWritten: () => void;
}) {
  const [rows, setRows] = useState<ReviewRow[]>(() => reviewRowsOf(outcome, models, currentCodes, factoryModels));
  const [failures, setFailures] = useState<Map<Id, string>>(new Map());
  const [written, setWritten] = useState<Set<Id> | null>(null);
  const [editing, setEditing] = useState<Id | null>(null);
  const labels = useMemo(() => new Map(factoryModels.map((model) => [model.code, factoryModelLabel(model)])), [factoryModels]);
  const factoryLabel = (code: string) => labels.get(code) ?? code;
  const batch = useSequentialBatch();
  const writing = batch.progress !== null;
  const proposals = rows.filter((row) => row.kind === 'proposal');
  const heldBack = rows.filter((row) => row.kind === 'heldBack');
  const unmatchedNames = useMemo(() => {
    const byId = new Map(models.map((model) => [model.id, model.name]));
    return outcome.unmatched.map((id) => byId.get(id) ?? id);
  }, [outcome.unmatched, models]);
  const selected = rowsToWrite(rows);
  const allWritable = rowsToWrite(rows.map((row) => (row.kind === 'proposal' ? { ...row, ticked: true } : row)));

  const update = (productId: Id, change: Partial<ReviewRow>) =>
    setRows((list) => list.map((row) => (row.productId === productId ? { ...row, ...change } : row)));

  async function write(target: readonly ReviewRow[]) {
    const landed = new Set<Id>();
    const reasons = new Map<Id, string>();
    const failed = await batch.run(
      target,
      async (row) => {
        try {
          // What the review showed as bound: a binding changed in another tab since is refused, not replaced.
          await bindPhoneModel({ factoryId, phoneModelId: row.productId, erpPhoneModelCode: row.code, baseErpPhoneModelCode: row.currentCode }, ownFailures);
          landed.add(row.productId);
        } catch (error) {
          reasons.set(row.productId, describeError(error));
          throw error;
        }
      },
      { success: T.writeDone(target.length, 0) },
    );
    if (failed === null) return;
    setFailures(reasons);
    setWritten(landed);
    if (landed.size > 0) onWritten();
  }

  async function close() {
    if (batch.progress) {
      const { done, total } = batch.progress;
      if (!(await askToStop(COMMON.midWork.closeSummaryOneAtATime(done, total)))) return;
      batch.stop();
    }
    onClose();
  }

  const done = written !== null;
  const modelName = (id: Id) => rows.find((row) => row.productId === id)?.modelName ?? id;

  const columns = [
    {
      title: '',
      width: 44,
      render: (_: unknown, row: ReviewRow) => (
        <Checkbox
          checked={row.ticked}
          disabled={writing || done || row.code === row.currentCode}
          onChange={(ticked: boolean) => update(row.productId, { ticked })}
          aria-label={row.modelName}
        />
      ),
    },
    { title: T.model, dataIndex: 'modelName', width: 180 },
    {
      title: T.factoryModel,
      render: (_: unknown, row: ReviewRow) =>
        // One select at a time: a select per row, each with the factory's hundreds of models, would make a
        // review of thousands of models crawl.
        editing === row.productId && !writing && !done ? (
          <FactoryModelSelect
            size="small"
            models={factoryModels}
            reference={{ brand: brandName, name: row.modelName }}
            value={row.code}
            autoOpen
            onChange={(code) => {
              update(row.productId, { code, score: null, ticked: true });
              setEditing(null);
            }}
            onClose={() => setEditing(null)}
          />
        ) : (
          <span className="auto-match-code">
            <span>{factoryLabel(row.code)}</span>
            <Button type="text" size="mini" disabled={writing || done} onClick={() => setEditing(row.productId)}>
              {T.change}
            </Button>
          </span>
        ),
    },
    {
      title: T.score,
      width: 80,
      render: (_: unknown, row: ReviewRow) => (row.score === null ? '—' : T.scoreValue(row.score)),
    },
    {
      title: T.current,
      width: 150,
      render: (_: unknown, row: ReviewRow) => {
        const failure = failures.get(row.productId);
        if (failure) return <Tag color="red">{failure}</Tag>;
        if (written?.has(row.productId)) return <Tag color="green">{T.bound}</Tag>;
        if (!row.currentCode) return T.unbound;
        if (row.currentCode === row.code) return <Tag>{T.unchanged}</Tag>;
        return <Tag color="orange">{T.willReplace(row.currentCode)}</Tag>;
      },
    },
  ];

  return (
    <Modal
      title={T.reviewTitle}
      visible
      maskClosable={false}
      onCancel={() => void close()}
      style={{ width: 'min(960px, 96vw)', top: 24 }}
      className="auto-match-review"
      footer={
        done ? (
          <Button type="primary" onClick={onClose}>
            {T.closeReview}
          </Button>
        ) : (
          <Space>
            <Button onClick={() => void close()}>{writing ? T.stopWriting : T.cancel}</Button>
            <Button disabled={writing || selected.length === 0} onClick={singleClick(() => void write(selected))}>
              {T.acceptSelected(selected.length)}
            </Button>
            <Button type="primary" disabled={writing || allWritable.length === 0} onClick={singleClick(() => void write(allWritable))}>
              {T.acceptAll}
            </Button>
          </Space>
        )
      }
    >
      <div className="auto-match-body">
        <Alert type="info" content={T.reviewIntro(proposals.length, heldBack.length, unmatchedNames.length)} />
        {batch.progress ? (
          <div className="auto-match-progress" role="status">
            <span>{T.writing(batch.progress.done, batch.progress.total)}</span>
            <Progress percent={Math.round((batch.progress.done / Math.max(1, batch.progress.total)) * 100)} />
          </div>
        ) : null}
        {done ? (
          <div role="status">
            <Alert type={failures.size ? 'warning' : 'success'} content={T.writeDone(written.size, failures.size)} />
          </div>
        ) : null}
        <Table
          rowKey="productId"
          size="small"
          columns={columns}
          data={proposals}
          pagination={false}
          // A review of hundreds of models draws only the rows in view.
          {...virtualRows(proposals.length)}
          className="auto-match-proposals"
          noDataElement={<span>{T.nothingToAccept}</span>}
        />
        <Collapse bordered={false} defaultActiveKey={heldBack.length ? ['held'] : []}>
          {heldBack.length ? (
            <Collapse.Item name="held" header={T.heldBackTitle(heldBack.length, heldBack.filter((row) => row.readings).length)}>
              <Table
                rowKey="productId"
                size="small"
                className="auto-match-held"
                columns={[
                  ...columns.slice(0, 4),
                  {
                    title: '',
                    width: 200,
                    render: (_: unknown, row: ReviewRow) => (
                      <Tag color="orange">{row.readings ? T.heldBackReadings(row.readings) : T.heldBackReason(row.reason ?? '')}</Tag>
                    ),
                  },
                  columns[4]!,
                ]}
                data={heldBack}
                pagination={false}
                {...virtualRows(heldBack.length)}
              />
            </Collapse.Item>
          ) : null}
          {unmatchedNames.length ? (
            <Collapse.Item name="unmatched" header={T.unmatchedTitle(unmatchedNames.length)}>
              <div className="auto-match-unmatched">{unmatchedNames.join('、')}</div>
            </Collapse.Item>
          ) : null}
        </Collapse>
        {failures.size ? (
          <ul className="auto-match-failures" role="alert">
            {[...failures].map(([id, reason]) => (
              <li key={id}>{T.writeFailedRow(modelName(id), reason)}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </Modal>
  );
}
