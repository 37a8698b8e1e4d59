import { Button, Modal, Progress, Space, Steps, Table, Tag } from '@arco-design/web-react';
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { describeError } from '../api/errorCatalogue';
import { runQueue } from '../lib/uploadQueue';
import { MSG } from '../messages';

export interface WizardItem {
  key: string;
  /** What the results table names: a file name, or the files of one group. */
  name: string;
  size?: number;
}

type ItemState = { status: 'pending' | 'uploading' } | { status: 'done' } | { status: 'failed'; reason: string };

export interface UploadWizardProps<T extends WizardItem> {
  title: string;
  visible: boolean;
  /**
   * The wizard closed; `anyDone` says something may have been written, so the parent reloads. When the
   * merchant closes while items are in flight, they are aborted, and once they have settled the wizard
   * calls `onClose(true)` again (if it is still closed; if it was reopened, its next close says true).
   */
  onClose: (anyDone: boolean) => void;
  /**
   * Step 0: instructions and whatever chooses the items; calls `start` when the merchant goes ahead.
   * `signal` aborts when the wizard closes, for work done before `start` (a `start` after the close is ignored).
   */
  renderIntro: (start: (items: T[], rejected?: { name: string; reason: string }[]) => void, signal: AbortSignal) => ReactNode;
  /**
   * Does one item; its failure is that item's 错误原因 and never stops the others. The signal aborts
   * when the merchant closes the wizard: stop before the next write.
   */
  upload: (item: T, signal: AbortSignal) => Promise<void>;
  concurrency?: number;
}

/** One opening of the wizard: closing it aborts its work and makes whatever it still reports stale. */
interface Session {
  generation: number;
  controller: AbortController;
}

/**
 * The three-step upload wizard of spec 1 §2: 0 instructions, 1 uploading with progress, 2 results with
 * 错误原因 per file. A queue of 6 (spec 1 §9); failed items can be retried from the results, and the
 * upload function is expected to skip what an earlier attempt already sent.
 */
export function UploadWizard<T extends WizardItem>({ title, visible, onClose, renderIntro, upload, concurrency = 6 }: UploadWizardProps<T>) {
  const [step, setStep] = useState(0);
  const [items, setItems] = useState<T[]>([]);
  const [states, setStates] = useState<Record<string, ItemState>>({});
  const [rejected, setRejected] = useState<{ name: string; reason: string }[]>([]);
  const session = useRef<Session>({ generation: 0, controller: new AbortController() });
  // The run of the current session still going, if any (step 1).
  const running = useRef<Promise<void> | null>(null);
  // Work of a closed session settled while the wizard was open again: the next close reports it.
  const owedReload = useRef(false);
  const shown = useRef(visible);
  shown.current = visible;
  const latestOnClose = useRef(onClose);
  latestOnClose.current = onClose;

  useEffect(
    () => () => {
      // Unmounted mid-run: stop the work; nothing is shown any more.
      if (running.current) endSession();
    },
    [],
  );

  // The session the current render belongs to: the intro's `start` is bound to it.
  const rendered = session.current;

  function endSession(): Promise<void> | null {
    const inFlight = running.current;
    session.current.controller.abort();
    session.current = { generation: session.current.generation + 1, controller: new AbortController() };
    running.current = null;
    return inFlight;
  }

  async function run(batch: T[], of: Session) {
    const current = () => session.current.generation === of.generation;
    setStep(1);
    for (const item of batch) setState(item.key, { status: 'pending' });
    const queue = runQueue(
      batch,
      async (item, _index, signal) => {
        if (current()) setState(item.key, { status: 'uploading' });
        await upload(item, signal ?? of.controller.signal);
      },
      {
        concurrency,
        signal: of.controller.signal,
        onSettled: (index, result) => {
          if (!current()) return;
          setState(batch[index]!.key, result.ok ? { status: 'done' } : { status: 'failed', reason: describeError(result.error) });
        },
      },
    ).then(() => undefined);
    running.current = queue;
    await queue;
    if (!current()) return;
    running.current = null;
    setStep(2);
  }

  const setState = (key: string, state: ItemState) => setStates((current) => ({ ...current, [key]: state }));

  function start(of: Session, next: T[], rejectedItems: { name: string; reason: string }[] = []) {
    // Work before `start` (reading, planning, creating parents) finished after the wizard closed.
    if (of.generation !== session.current.generation) return;
    setItems(next);
    setRejected(rejectedItems);
    setStates({});
    if (next.length === 0) {
      setStep(2);
      return;
    }
    void run(next, of);
  }

  function close() {
    const anyDone = owedReload.current || Object.values(states).some((state) => state.status === 'done');
    owedReload.current = false;
    const inFlight = endSession();
    setStep(0);
    setItems([]);
    setStates({});
    setRejected([]);
    // Items running at the close may still write (a request already sent); say so once they settle.
    onClose(anyDone);
    void inFlight?.then(() => {
      if (shown.current) owedReload.current = true;
      else latestOnClose.current(true);
    });
  }

  const done = items.filter((item) => states[item.key]?.status === 'done').length;
  const failed = items.filter((item) => states[item.key]?.status === 'failed');
  const settled = done + failed.length;
  const rows = [
    ...items.map((item) => ({ key: item.key, name: item.name, state: states[item.key] ?? { status: 'pending' as const } })),
    ...rejected.map((item, i) => ({ key: `rejected-${i}`, name: item.name, state: { status: 'failed' as const, reason: item.reason } })),
  ];

  return (
    <Modal
      title={title}
      visible={visible}
      onCancel={close}
      style={{ width: 760 }}
      maskClosable={false}
      footer={
        step === 2 ? (
          <Space>
            {failed.length > 0 && <Button onClick={() => void run(failed, session.current)}>{MSG.upload.retryFailed}</Button>}
            <Button type="primary" onClick={close}>
              {MSG.upload.finish}
            </Button>
          </Space>
        ) : null
      }
      className="upload-wizard"
    >
      <Steps current={step + 1} size="small" style={{ marginBottom: 20 }}>
        <Steps.Step title={MSG.upload.step0} />
        <Steps.Step title={MSG.upload.step1} />
        <Steps.Step title={MSG.upload.step2} />
      </Steps>
      {step === 0 && (
        // Keyed by session: each opening starts from a fresh step 0 (nothing chosen, no plan).
        <Fragment key={rendered.generation}>
          {renderIntro((next, rejectedItems) => start(rendered, next, rejectedItems), rendered.controller.signal)}
        </Fragment>
      )}
      {step === 1 && (
        <div className="upload-wizard-progress">
          <Progress percent={items.length ? Math.round((settled / items.length) * 100) : 0} />
          <div>{MSG.common.progress(settled, items.length)}</div>
        </div>
      )}
      {step === 2 && <div className="upload-wizard-summary">{MSG.upload.summary(done, failed.length + rejected.length)}</div>}
      {step > 0 && (
        <Table
          size="small"
          rowKey="key"
          data={rows}
          pagination={rows.length > 50 ? { pageSize: 50 } : false}
          scroll={{ y: 320 }}
          columns={[
            { title: MSG.upload.fileName, dataIndex: 'name' },
            {
              title: MSG.upload.status,
              width: 100,
              render: (_: unknown, row: (typeof rows)[number]) => <StatusTag state={row.state} />,
            },
            {
              title: MSG.upload.errorReason,
              render: (_: unknown, row: (typeof rows)[number]) => (row.state.status === 'failed' ? row.state.reason : ''),
            },
          ]}
        />
      )}
    </Modal>
  );
}

function StatusTag({ state }: { state: ItemState }) {
  if (state.status === 'done') return <Tag color="green">{MSG.upload.success}</Tag>;
  if (state.status === 'failed') return <Tag color="red">{MSG.upload.failed}</Tag>;
  if (state.status === 'uploading') return <Tag color="arcoblue">{MSG.upload.uploading}</Tag>;
  return <Tag>{MSG.upload.pending}</Tag>;
}
