import { Button, Descriptions, Link, Modal } from '@arco-design/web-react';
import { useSnapshot } from 'valtio';
import { MSG } from '../messages';
import { dismissFailure, failures } from './failures';
import { SUB_ACCOUNT_TUTORIAL_URL } from './helpLinks';

/** The 网络请求错误 modal of spec 1 §8, one failure at a time. */
export function ErrorModalHost() {
  const { queue } = useSnapshot(failures);
  const current = queue[0];
  const rows = current
    ? [
        { label: MSG.errors.requestUrl, value: current.url },
        ...(current.traceId ? [{ label: MSG.errors.traceId, value: current.traceId }] : []),
        ...(current.code ? [{ label: MSG.errors.code, value: current.code }] : []),
        { label: MSG.errors.message, value: current.text },
      ]
    : [];
  return (
    <Modal
      title={MSG.errors.networkTitle}
      visible={Boolean(current)}
      onCancel={dismissFailure}
      footer={
        <Button type="primary" onClick={dismissFailure}>
          {MSG.errors.ok}
        </Button>
      }
      className="network-error-modal"
      unmountOnExit
    >
      <Descriptions column={1} data={rows} labelStyle={{ width: 88 }} />
      {current?.showAuthTutorial && (
        <Link href={SUB_ACCOUNT_TUTORIAL_URL} target="_blank" rel="noreferrer">
          {MSG.errors.subAccountTutorial}
        </Link>
      )}
    </Modal>
  );
}
