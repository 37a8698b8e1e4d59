import { Button, Modal, Progress, Space, Steps, Table, Tag } from '@arco-design/web-react';
import { useRef, useState, type ReactNode } from 'react';
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
  onClose: (anyDone: boolean) => void;
  /** Step 0: instructions and whatever chooses the items; calls `start` when the merchant goes ahead. */
  renderIntro: (start: (items: T[], rejected?: { name: string; reason: string }[]) => void) => ReactNode;
  /** Does one item; its failure is that item's 错误原因 and never stops the others. */
  upload: (item: T, signal: AbortSignal) => Promise<void>;
  concurrency?: number;
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
  const abort = useRef<AbortController | null>(null);

  const setState = (key: string, state: ItemState) => setStates((current) => ({ ...current, [key]: state }));

  async function run(batch: T[]) {
    setStep(1);
    const controller = new AbortController();
    abort.current = controller;
    for (const item of batch) setState(item.key, { status: 'pending' });
    await runQueue(
      batch,
      async (item, _index, signal) => {
        setState(item.key, { status: 'uploading' });
        await upload(item, signal ?? controller.signal);
      },
      {
        concurrency,
        signal: controller.signal,
        onSettled: (index, result) =>
          setState(batch[index]!.key, result.ok ? { status: 'done' } : { status: 'failed', reason: describeError(result.error) }),
      },
    );
    setStep(2);
  }

  function start(next: T[], rejectedItems: { name: string; reason: string }[] = []) {
    setItems(next);
    setRejected(rejectedItems);
    setStates({});
    if (next.length === 0) {
      setStep(2);
      return;
    }
    void run(next);
  }

  function close() {
    abort.current?.abort();
    const anyDone = Object.values(states).some((state) => state.status === 'done');
    setStep(0);
    setItems([]);
    setStates({});
    setRejected([]);
    onClose(anyDone);
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
            {failed.length > 0 && <Button onClick={() => void run(failed)}>{MSG.upload.retryFailed}</Button>}
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
      {step === 0 && renderIntro(start)}
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
