import { subscribe } from 'valtio/vanilla';
import type { PlatformAdapter, UploadOptions, UploadedFile } from '../../adapters/types';
import { abortError } from '../lib/uploadQueue';
import { session } from './session';

/**
 * A save of several steps (the files uploaded, then the record that names them) belongs to the account it
 * started under. Each call reads the session's token as it is sent, so without this a step sent after 退出登录
 * and another account's 登录 would go under that account: a design uploaded into its storage, a record
 * created there from the first account's work. A flow binds itself once, when it starts; each of its steps is
 * refused, unsent, once that session has ended, and its uploads are stopped where they are.
 */
export interface SessionBinding {
  /** Aborts when the session the flow started under ends: for an upload's `signal`. */
  readonly signal: AbortSignal;
  /** The step, refused with an AbortError once the session has ended (checked as it is called). */
  step<A extends unknown[], R>(call: (...args: A) => Promise<R>): (...args: A) => Promise<R>;
  /** The adapter's upload as a step: refused once the session has ended, and stopped where it is when it ends. */
  upload(adapter: Pick<PlatformAdapter, 'upload'>, file: Blob, options: Omit<UploadOptions, 'signal'>): Promise<UploadedFile>;
}

let current: { token: string | null; ended: AbortController } | null = null;
let watching = false;

/** The end of the session now current, one per token; the subscription is synchronous, so no step slips past it. */
function endOfCurrentSession(): AbortSignal {
  if (!watching) {
    watching = true;
    subscribe(
      session,
      () => {
        if (current && current.token !== session.token) {
          current.ended.abort();
          current = null;
        }
      },
      true,
    );
  }
  if (!current || current.token !== session.token) current = { token: session.token, ended: new AbortController() };
  return current.ended.signal;
}

export function bindToSession(): SessionBinding {
  const signal = endOfCurrentSession();
  const step: SessionBinding['step'] =
    (call) =>
    (...args) => {
      if (signal.aborted) return Promise.reject(abortError());
      return call(...args);
    };
  return {
    signal,
    step,
    upload: (adapter, file, options) => step(() => adapter.upload(file, { ...options, signal }))(),
  };
}

