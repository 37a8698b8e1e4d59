import { ApiError } from '../api/client';

/**
 * Whether trying the same thing again may succeed: a refusal of what was sent (a 4xx other than a
 * timeout or a rate limit) gets the same answer a second time, so 重新上传失败的文件 is not offered for it.
 * Nor is it for an error that says `retryable: false` (the file's own checks). Anything else (the
 * network, a timeout, a 5xx, a stopped upload) may pass on a second try.
 */
export function isRetryable(error: unknown): boolean {
  // A check of the file itself (its format, its size) refuses it the same way every time.
  if (error instanceof Error && (error as Error & { retryable?: boolean }).retryable === false) return false;
  if (!(error instanceof ApiError) || error.status === undefined) return true;
  if (error.status === 408 || error.status === 429) return true;
  return error.status < 400 || error.status >= 500;
}
