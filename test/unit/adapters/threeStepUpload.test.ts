import { afterEach, describe, expect, it, vi } from 'vitest';
import { threeStepUpload, UPLOAD_STALL_MS, type PostMultipart } from '../../../adapters/threeStepUpload';
import type { AdminFilesPort } from '../../../adapters/types';

/** The admin API's two steps around the multipart POST, noting what upload_result heard. */
function files() {
  const results: { success: boolean; errorMessage: string | null }[] = [];
  const port = {
    uploadForm: async () => ({ uploadUrl: 'http://storage.test/put', params: {}, fileId: 'f1', fileUrl: 'http://storage.test/f1' }),
    uploadResult: async (result: { success: boolean; errorMessage: string | null }) => void results.push(result),
  } as unknown as AdminFilesPort;
  return { port, results };
}

/** A storage that never answers, but stops when its signal does, as XHR does on abort; `progress` sends bytes. */
function silentStorage() {
  let progress: (sent: number) => void = () => undefined;
  const post: PostMultipart = (_url, _form, { onProgress, signal }) =>
    new Promise((_, reject) => {
      progress = (sent) => onProgress?.(sent, 100);
      signal?.addEventListener('abort', () => reject(new DOMException('上传已取消', 'AbortError')));
    });
  return { post, progress: (sent: number) => progress(sent) };
}

afterEach(() => vi.useRealTimers());

describe('the three-step upload', () => {
  it('gives the multipart step up after a minute with nothing sent or heard, says 上传超时, and tells upload_result', async () => {
    vi.useFakeTimers();
    const { port, results } = files();
    const storage = silentStorage();
    const upload = threeStepUpload(port, storage.post, new Blob(['x']), { kind: 3 } as never);
    const outcome = upload.catch((error: Error) => error);
    await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS - 1);
    // Bytes still moving put the deadline a minute further.
    storage.progress(50);
    await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS - 1);
    expect(results).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(((await outcome) as Error).message).toBe('上传失败: 上传超时');
    expect(results).toEqual([expect.objectContaining({ success: false, errorMessage: '上传失败: 上传超时' })]);
  });

  it('stops at once when the caller aborts, says it was cancelled, and sends no result as whoever is signed in by then', async () => {
    const { port, results } = files();
    const storage = silentStorage();
    const controller = new AbortController();
    const upload = threeStepUpload(port, storage.post, new Blob(['x']), { kind: 3, signal: controller.signal } as never);
    await Promise.resolve();
    controller.abort();
    await expect(upload).rejects.toThrow('上传失败: 上传已取消');
    expect(results).toEqual([]);
  });
});
