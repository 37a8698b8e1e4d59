import { proxy } from 'valtio';
import type { FailureDetails } from '../api/errorCatalogue';

export type ModalFailure = FailureDetails;

/** Failures waiting to be shown in the 网络请求错误 modal, oldest first. */
export const failures = proxy<{ queue: ModalFailure[] }>({ queue: [] });

export function enqueueFailure(failure: ModalFailure): void {
  const last = failures.queue[failures.queue.length - 1];
  // A screen that fires several calls at a dead server should not stack identical modals.
  if (last && last.url === failure.url && last.text === failure.text && last.traceId === failure.traceId) return;
  failures.queue.push(failure);
}

export function dismissFailure(): void {
  failures.queue.shift();
}
