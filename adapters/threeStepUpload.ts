import { ADAPTER_TEXT } from './messages';
import type { AdminFilesPort, UploadOptions, UploadedFile } from './types';
import { uploadFileName } from '../contract/fileNames';

export interface MultipartReply {
  status: number;
  body: string;
}

/** Step 2 of the upload: how the multipart body travels (XHR for real progress, or in-process). */
export type PostMultipart = (
  url: string,
  form: FormData,
  options: { onProgress?: (sent: number, total: number) => void; signal?: AbortSignal },
) => Promise<MultipartReply>;

/**
 * The multipart step is given up after this long with no byte sent or answer come: the form that waits for
 * it keeps 取消 locked while it saves (src/ui/FormModal.tsx), and a server that holds the upload would hold
 * the merchant with it. The same minute as the API client's deadline (spec 1 §9), counted from the last
 * progress, so that a large file on a slow line is not cut off while it moves.
 */
export const UPLOAD_STALL_MS = 60_000;

export class UploadError extends Error {
  override name = 'UploadError';
}

function failureText(reason: MultipartReply | Error): string {
  if (reason instanceof Error) return `${ADAPTER_TEXT.uploadFailed}: ${reason.message}`;
  return `${ADAPTER_TEXT.uploadFailed}: ${reason.status} ${reason.body}`.trim();
}

/**
 * Spec 1 §7, files: upload_form, the multipart POST, then upload_result, which also hears about
 * failures (spec 1 §8: 上传失败 with status plus body or message).
 */
export async function threeStepUpload(
  files: AdminFilesPort,
  postMultipart: PostMultipart,
  file: Blob,
  options: UploadOptions,
): Promise<UploadedFile> {
  const fileName = uploadFileName(options.fileName ?? (file instanceof File ? file.name : 'file'));
  const cancelled = () => new UploadError(failureText(new Error(ADAPTER_TEXT.uploadCancelled)));
  // Stopped before it began: nothing is asked for.
  if (options.signal?.aborted) throw cancelled();
  const form = await files.uploadForm(fileName, options.kind);
  const body = new FormData();
  for (const [key, value] of Object.entries(form.params)) body.append(key, value);
  body.append('file', file, fileName);

  let failure: MultipartReply | Error | null = null;
  const stalled = new AbortController();
  let stall = setTimeout(() => stalled.abort(), UPLOAD_STALL_MS);
  const onProgress = (sent: number, total: number) => {
    clearTimeout(stall);
    stall = setTimeout(() => stalled.abort(), UPLOAD_STALL_MS);
    options.onProgress?.(sent, total);
  };
  const stop = () => stalled.abort();
  options.signal?.addEventListener('abort', stop, { once: true });
  if (options.signal?.aborted) stop();
  try {
    const reply = await postMultipart(form.uploadUrl, body, { onProgress, signal: stalled.signal });
    if (reply.status < 200 || reply.status >= 300) failure = reply;
  } catch (error) {
    // Stopped by the stall, not by the caller: a timeout, said as one.
    if (stalled.signal.aborted && !options.signal?.aborted) failure = new Error(ADAPTER_TEXT.uploadStalled);
    else failure = error instanceof Error ? error : new Error(String(error));
  } finally {
    clearTimeout(stall);
    options.signal?.removeEventListener('abort', stop);
  }

  const errorMessage = failure ? failureText(failure) : null;
  // Stopped by the caller (a closed wizard, the end of the session it started under): nothing more is sent,
  // not even the result, which would go as whoever is signed in by then.
  if (options.signal?.aborted) throw errorMessage ? new UploadError(errorMessage) : cancelled();
  await files.uploadResult({
    success: failure === null,
    fileId: form.fileId,
    uploadTime: Date.now(),
    fileSize: file.size,
    errorMessage,
  });
  if (errorMessage) throw new UploadError(errorMessage);
  options.onProgress?.(file.size, file.size);
  return { fileId: form.fileId, url: form.fileUrl };
}
