import { Message, Modal } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { MSG } from '../messages';

// The confirmation on screen, if any. A double click on 删除 (or any button that asks first) calls
// confirm twice before the dialog covers the button: the second call must not stack a second dialog
// whose 确定 would run the action again.
let asking = false;

/**
 * Spec 1 §8: a cancelled confirmation rejects with 取消操作, so callers can simply await it. While one
 * confirmation is open, another is refused the same way (a double click does one thing).
 * The mask does not cancel: the second click of a double click lands on it as the dialog opens.
 *
 * `signal` closes the dialog from outside when the question no longer stands (the work it asks about has
 * ended): it settles as cancelled, like any other closing from outside.
 */
export function confirm(options: { title: ReactNode; content: ReactNode; okText?: string; cancelText?: string; signal?: AbortSignal }): Promise<void> {
  if (asking || options.signal?.aborted) return Promise.reject(new Error(MSG.errors.cancelled));
  asking = true;
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (ok: boolean) => {
      if (settled) return;
      settled = true;
      asking = false;
      options.signal?.removeEventListener('abort', withdraw);
      if (ok) resolve();
      else reject(new Error(MSG.errors.cancelled));
    };
    const dialog = Modal.confirm({
      title: options.title,
      content: options.content,
      okText: options.okText ?? MSG.confirm.ok,
      cancelText: options.cancelText ?? MSG.confirm.cancel,
      maskClosable: false,
      onOk: () => settle(true),
      onCancel: () => settle(false),
      // Modal.destroyAll (the session ended) closes without onCancel: without this the console would
      // refuse every later confirmation, and the caller would wait for ever.
      afterClose: () => settle(false),
    });
    function withdraw() {
      settle(false);
      dialog?.close();
    }
    options.signal?.addEventListener('abort', withdraw);
  });
}

export function isCancelled(error: unknown): boolean {
  return error instanceof Error && error.message === MSG.errors.cancelled;
}

/**
 * The delete of every list: confirm with its warning, delete, 删除成功, reload. A cancelled confirmation
 * (取消操作) ends quietly, and so does a failed call: the API client's modal has said why. A record
 * already deleted elsewhere counts as deleted (api/client deleteRecord).
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

/**
 * What closing running work asks (任务仍在进行): resolves true when the merchant chose
 * 停止并关闭, false for 继续 (or while another question is open). `signal` withdraws the question when the
 * work ends before the merchant answers: nothing is left running to stop, and the box must not outlive it.
 */
export async function askToStop(content: ReactNode, signal?: AbortSignal): Promise<boolean> {
  try {
    await confirm({ title: MSG.midWork.closeTitle, content, okText: MSG.midWork.stop, cancelText: MSG.midWork.keepGoing, signal });
    return true;
  } catch {
    return false;
  }
}
