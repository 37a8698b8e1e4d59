import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureText, parsePsd, PsdImportError } from '../../../../src/lib/psd/psdClient';
import type { PsdParseReply } from '../../../../src/lib/psd/psdProtocol';
import { MSG } from '../../../../src/messages';

/** A stand-in worker: the test decides what it answers, or that it never does. */
class FakeWorker {
  onmessage: ((event: MessageEvent<PsdParseReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  posted: unknown[] = [];
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: PsdParseReply) {
    this.onmessage?.({ data } as MessageEvent<PsdParseReply>);
  }
}

const file = (bytes = 10) => Object.assign(new Blob([new Uint8Array(bytes)]), { name: 'design.psd' });
const canvas = { width: 500, height: 1044 };

afterEach(() => vi.useRealTimers());

describe('parsePsd', () => {
  it('refuses a file over 200 MB before reading it or starting a worker', async () => {
    const createWorker = vi.fn();
    const big = { size: 200 * 1024 * 1024 + 1, name: 'big.psd' } as unknown as Blob & { name: string };
    await expect(parsePsd(big, { canvas, createWorker })).rejects.toThrow(MSG.psdImport.tooLarge(200));
    expect(createWorker).not.toHaveBeenCalled();
  });

  it('passes progress on and resolves with the artboards, then ends the worker', async () => {
    const worker = new FakeWorker();
    const progress = vi.fn();
    const parsed = parsePsd(file(), { canvas, createWorker: () => worker as unknown as Worker, onProgress: progress });
    await vi.waitFor(() => expect(worker.posted).toHaveLength(1));
    expect(worker.posted[0]).toMatchObject({ documentName: 'design', canvas });
    worker.reply({ type: 'progress', stage: 'encoding', done: 1, total: 2 });
    worker.reply({ type: 'done', artboards: [] });
    await expect(parsed).resolves.toEqual([]);
    expect(progress).toHaveBeenCalledWith({ stage: 'encoding', done: 1, total: 2 });
    expect(worker.terminated).toBe(true);
  });

  it('rejects with the reason of a refusal', async () => {
    const worker = new FakeWorker();
    const parsed = parsePsd(file(), { canvas, createWorker: () => worker as unknown as Worker });
    await vi.waitFor(() => expect(worker.posted).toHaveLength(1));
    worker.reply({ type: 'failed', failure: { reason: 'colorMode', mode: 'CMYK' } });
    await expect(parsed).rejects.toEqual(new PsdImportError(MSG.psdImport.colorMode('CMYK')));
  });

  it('a worker that dies rejects at once', async () => {
    const worker = new FakeWorker();
    const parsed = parsePsd(file(), { canvas, createWorker: () => worker as unknown as Worker });
    await vi.waitFor(() => expect(worker.posted).toHaveLength(1));
    worker.onerror?.({ preventDefault() {} } as ErrorEvent);
    await expect(parsed).rejects.toThrow(MSG.psdImport.crashed);
    expect(worker.terminated).toBe(true);
  });

  it('a worker that falls silent is ended after the stall time, each message re-arming it', async () => {
    const worker = new FakeWorker();
    const parsed = parsePsd(file(), { canvas, stallMs: 1000, createWorker: () => worker as unknown as Worker });
    await vi.waitFor(() => expect(worker.posted).toHaveLength(1));
    vi.useFakeTimers();
    // The watchdog armed before the fake timers: a progress message re-arms it under them.
    worker.reply({ type: 'progress', stage: 'parsing', done: 0, total: 1 });
    vi.advanceTimersByTime(900);
    worker.reply({ type: 'progress', stage: 'encoding', done: 1, total: 3 });
    vi.advanceTimersByTime(900);
    expect(worker.terminated).toBe(false);
    vi.advanceTimersByTime(200);
    await expect(parsed).rejects.toThrow(MSG.psdImport.timeout);
    expect(worker.terminated).toBe(true);
  });

  it('closing the dialog ends the worker at once', async () => {
    const worker = new FakeWorker();
    const closed = new AbortController();
    const parsed = parsePsd(file(), { canvas, signal: closed.signal, createWorker: () => worker as unknown as Worker });
    await vi.waitFor(() => expect(worker.posted).toHaveLength(1));
    closed.abort();
    await expect(parsed).rejects.toMatchObject({ name: 'AbortError' });
    expect(worker.terminated).toBe(true);
  });

  it('says 导入失败，未找到任何画板 when no 画板 has layers, and names the decode limit', () => {
    expect(failureText({ reason: 'noArtboards' })).toBe('导入失败，未找到任何画板');
    expect(failureText({ reason: 'tooManyPixels', maxBytes: 1024 ** 3 })).toBe('PSD图层像素过多（解码需要超过1GB内存），请合并或缩小图层后重试');
  });
});
