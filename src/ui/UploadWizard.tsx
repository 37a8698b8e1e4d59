import { Button, Message, Modal, Progress, Space, Steps, Table, Tag } from '@arco-design/web-react';
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { describeError } from '../api/errorCatalogue';
import { runQueue } from '../lib/uploadQueue';
import { MSG } from '../messages';
import { askToStop } from './confirm';
import { MidWorkSummary, namesUpTo } from './MidWorkSummary';
import { isRetryable } from './retryable';
import { useRunningWork } from './useRunningWork';
import { singleClick } from './singleClick';

export interface WizardItem {
  key: string;
  /** What the results table names: a file name, or the files of one group. */
  name: string;
  size?: number;
  /** How many files the item stands for (an imported wireframe has one or two); 1 when left out. */
  files?: number;
}

/** A file or group refused before the run, listed with its reason. */
export interface RejectedItem {
  name: string;
  reason: string;
  files?: number;
}

/** The summaries count files, whatever an item groups (four misnamed files are four). */
const fileCount = (items: readonly { files?: number }[]): number => items.reduce((sum, item) => sum + (item.files ?? 1), 0);

type ItemState = { status: 'pending' | 'uploading' } | { status: 'done' } | { status: 'failed'; reason: string; retryable: boolean };

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
  renderIntro: (start: (items: T[], rejected?: RejectedItem[]) => void, signal: AbortSignal) => ReactNode;
  /**
   * Does one item; its failure is that item's 错误原因 and never stops the others. The signal aborts
   * when the merchant closes the wizard: stop before the next write.
   */
  upload: (item: T, signal: AbortSignal) => Promise<void>;
  concurrency?: number;
  /**
   * What else the merchant should know about the items that did not finish when the wizard was closed
   * mid-run: e.g. the catalogue entries an import created for them. One line each.
   */
  leftBehind?: (unfinished: T[], finished: T[]) => string[];
  /**
   * Step 0 is doing work that writes (an import creating missing catalogue entries before its files go
   * up): closing asks first, as in step 1, with these lines; the intro says afterwards what was left.
   */
  introBusy?: { lines: () => string[] } | null;
}

/** One opening of the wizard: closing it aborts its work and makes whatever it still reports stale. */
interface Session {
  generation: number;
  controller: AbortController;
  /** Each item's last outcome in this session, kept after the close, for the summary of a stopped run. */
  settled: Map<string, boolean>;
}

const newSession = (generation: number): Session => ({ generation, controller: new AbortController(), settled: new Map() });

/**
 * The three-step upload wizard of spec 1 §2: 0 instructions, 1 uploading with progress, 2 results with
 * 错误原因 per file. A queue of 6 (spec 1 §9); failed items can be retried from the results, and the
 * upload function is expected to skip what an earlier attempt already sent.
 */
export function UploadWizard<T extends WizardItem>({
  title,
  visible,
  onClose,
  renderIntro,
  upload,
  concurrency = 6,
  leftBehind,
  introBusy,
}: UploadWizardProps<T>) {
  const [step, setStep] = useState(0);
  const [items, setItems] = useState<T[]>([]);
  const [states, setStates] = useState<Record<string, ItemState>>({});
  const [rejected, setRejected] = useState<RejectedItem[]>([]);
  const session = useRef<Session>(newSession(0));
  // The run of the current session still going, if any (step 1).
  const running = useRef<Promise<void> | null>(null);
  // Work of a closed session settled while the wizard was open again: the next close reports it.
  const owedReload = useRef(false);
  const shown = useRef(visible);
  shown.current = visible;
  const latestOnClose = useRef(onClose);
  latestOnClose.current = onClose;
  // Leaving or reloading the page while files go up asks first.
  useRunningWork(step === 1 || Boolean(introBusy), MSG.midWork.uploadWork);

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
    session.current = newSession(session.current.generation + 1);
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
          of.settled.set(batch[index]!.key, result.ok);
          if (!current()) return;
          setState(
            batch[index]!.key,
            result.ok ? { status: 'done' } : { status: 'failed', reason: describeError(result.error), retryable: isRetryable(result.error) },
          );
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

  function start(of: Session, next: T[], rejectedItems: RejectedItem[] = []) {
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

  /** Closing mid-run asks first and says what finished and what did not. */
  async function requestClose() {
    if (step === 0 && introBusy) {
      const asked = session.current;
      if (!(await askToStop(<MidWorkSummary lines={introBusy.lines()} />))) return;
      // The intro may have started the run meanwhile: closing stops that run as any close does.
      if (session.current === asked) close();
      return;
    }
    if (step !== 1) return close();
    const asked = session.current;
    const { finished, unfinished } = split(asked);
    if (!(await askToStop(<MidWorkSummary lines={summaryLines(finished, unfinished)} />))) return;
    // The run may have ended while the merchant read the question: then there is nothing to stop.
    if (session.current !== asked || !running.current) return close();
    const stopping = items;
    const inFlight = running.current;
    close();
    void inFlight.then(() => {
      // Once the stopped run has settled: what really finished (an upload already sent may have), and
      // what the merchant must tidy up by hand (left-behind entries) in a dialog that waits to be read.
      const after = split(asked, stopping);
      const stopped = MSG.midWork.stopped(fileCount(after.finished), fileCount(after.unfinished));
      const behind = leftBehind?.(after.unfinished, after.finished) ?? [];
      if (behind.length > 0) Modal.info({ title: stopped, content: <MidWorkSummary lines={behind} />, okText: MSG.confirm.ok });
      else Message.info(stopped);
    });
  }

  function split(of: Session, list: T[] = items) {
    const finished = list.filter((item) => of.settled.get(item.key) === true);
    const unfinished = list.filter((item) => of.settled.get(item.key) !== true);
    return { finished, unfinished };
  }

  function summaryLines(finished: T[], unfinished: T[]): string[] {
    return [
      MSG.midWork.closeSummary(fileCount(finished), fileCount(unfinished)),
      ...(unfinished.length ? [MSG.midWork.unfinished(namesUpTo(unfinished.map((item) => item.name)))] : []),
      ...(leftBehind?.(unfinished, finished) ?? []),
    ];
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

  const doneItems = items.filter((item) => states[item.key]?.status === 'done');
  const failed = items.filter((item) => states[item.key]?.status === 'failed');
  // Only what may pass on a second try is offered again: a refused file would fail the same way.
  const retryable = failed.filter((item) => {
    const state = states[item.key];
    return state?.status === 'failed' && state.retryable;
  });
  // In files, as the summaries count.
  const settled = fileCount(doneItems) + fileCount(failed);
  const total = fileCount(items);
  const rows = [
    ...items.map((item) => ({ key: item.key, name: item.name, state: states[item.key] ?? { status: 'pending' as const } })),
    ...rejected.map((item, i) => ({ key: `rejected-${i}`, name: item.name, state: { status: 'failed' as const, reason: item.reason, retryable: false } })),
  ];

  return (
    <Modal
      title={title}
      visible={visible}
      onCancel={() => void requestClose()}
      style={{ width: 760 }}
      maskClosable={false}
      footer={
        step === 2 ? (
          <Space>
            {retryable.length > 0 && <Button onClick={singleClick(() => void run(retryable, session.current))}>{MSG.upload.retryFailed}</Button>}
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
          <Progress percent={total ? Math.round((settled / total) * 100) : 0} />
          <div>{MSG.common.progress(settled, total)}</div>
        </div>
      )}
      {step === 2 && <div className="upload-wizard-summary">{MSG.upload.summary(fileCount(doneItems), fileCount(failed) + fileCount(rejected))}</div>}
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
