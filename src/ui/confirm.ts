import { Message, Modal } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { MSG } from '../messages';

/** Spec 1 §8: a cancelled confirmation rejects with 取消操作, so callers can simply await it. */
export function confirm(options: { title: ReactNode; content: ReactNode }): Promise<void> {
  return new Promise((resolve, reject) => {
    Modal.confirm({
      title: options.title,
      content: options.content,
      okText: MSG.confirm.ok,
      cancelText: MSG.confirm.cancel,
      onOk: () => resolve(),
      onCancel: () => reject(new Error(MSG.errors.cancelled)),
    });
  });
}

export function isCancelled(error: unknown): boolean {
  return error instanceof Error && error.message === MSG.errors.cancelled;
}

/**
 * The delete of every list: confirm with its warning, delete, 删除成功, reload. A cancelled confirmation
 * (取消操作) ends quietly, and so does a failed call: the API client's modal has said why.
 */
export async function confirmDelete(warning: ReactNode, remove: () => Promise<unknown>, reload: () => unknown): Promise<void> {
  try {
    await confirm({ title: MSG.common.confirmDeleteTitle, content: warning });
    await remove();
  } catch {
    return;
  }
  Message.success(MSG.common.deleted);
  await reload();
}
