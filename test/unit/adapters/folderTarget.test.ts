import { afterEach, describe, expect, it } from 'vitest';
import { folderSaveTarget, GROW_STEP_BYTES, pickFolderTarget, type PickedFolder, type WritableFile } from '../../../adapters/browser/folderTarget';
import { createBrowserAdapter } from '../../../adapters/browser';
import type { AdminFilesPort } from '../../../adapters/types';
import { numbered, reusedBufferStream } from '../../support/reusedChunks';

/**
 * A folder that behaves as Chromium's does: writes go to a swap file that becomes the file at close(), each at
 * the write position, which moves on by what it wrote; truncate() sets the size, zeros past the old end.
 */
function fakeFolder(name = '下载的定制图', existing: string[] = []) {
  const files = new Map<string, Uint8Array>(existing.map((file) => [file, new Uint8Array([1])]));
  const aborted: string[] = [];
  /** Every call each writable had, in order: what the browser process was asked to do. */
  const calls: string[] = [];
  const folder: PickedFolder = {
    name,
    async getFileHandle(file, options = {}) {
      if (!files.has(file)) {
        if (!options.create) throw new DOMException('not found', 'NotFoundError');
        files.set(file, new Uint8Array(0));
      }
      return {
        async createWritable(): Promise<WritableFile> {
          let swap = new Uint8Array(0);
          let position = 0;
          const resize = (size: number) => {
            const next = new Uint8Array(size);
            next.set(swap.subarray(0, size));
            swap = next;
          };
          return {
            async write(data) {
              const bytes = data instanceof Blob ? new Uint8Array(await data.arrayBuffer()) : data;
              calls.push(`write ${bytes.byteLength}`);
              if (position + bytes.byteLength > swap.byteLength) resize(position + bytes.byteLength);
              swap.set(bytes, position);
              position += bytes.byteLength;
            },
            async truncate(size) {
              calls.push(`truncate ${size}`);
              resize(size);
              position = Math.min(position, size);
            },
            async close() {
              files.set(file, swap);
            },
            async abort() {
              aborted.push(file);
            },
          };
        },
      };
    },
    async removeEntry(file) {
      files.delete(file);
    },
  };
  return { folder, files, aborted, calls };
}

const streamOf = (chunks: Uint8Array[], failAfter?: number) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      chunks.forEach((chunk, i) => {
        if (i === failAfter) controller.error(new Error('图片流中断'));
        else if (failAfter === undefined || i < failAfter) controller.enqueue(chunk);
      });
      if (failAfter === undefined) controller.close();
    },
  });

describe('saving into a picked folder', () => {
  it('streams each part into its own file and names the folder', async () => {
    const { folder, files } = fakeFolder();
    const target = folderSaveTarget(folder);
    expect(target.label).toBe('下载的定制图');
    const progress: number[] = [];
    await target.saveFile('定制图_1.zip', streamOf([new Uint8Array([1, 2]), new Uint8Array([3])]), { onProgress: (n) => progress.push(n) });
    await target.saveFile('定制图_2.zip', new Blob([new Uint8Array([9])]));
    expect([...files.get('定制图_1.zip')!]).toEqual([1, 2, 3]);
    expect([...files.get('定制图_2.zip')!]).toEqual([9]);
    expect(progress).toEqual([2, 3]);
  });

  it('grows the file ahead of the writes, a step at a time, and ends it where the bytes end', async () => {
    const { folder, files, calls } = fakeFolder();
    // 20 chunks of 2 MiB: 40 MiB, written as the bulk download hands its entries over.
    const chunks = Array.from({ length: 20 }, (_, n) => new Uint8Array(2 * 1024 * 1024).fill(n + 1));
    await folderSaveTarget(folder).saveFile('定制图_1.zip', reusedBufferStream(chunks));
    expect(Buffer.compare(files.get('定制图_1.zip')!, Buffer.concat(chunks))).toBe(0);
    // Each write that would make the file longer makes the browser process work; grown by a step, 3 times do.
    const step = GROW_STEP_BYTES;
    expect(calls.filter((call) => call.startsWith('truncate'))).toEqual([
      `truncate ${step}`,
      `truncate ${2 * step}`,
      `truncate ${3 * step}`,
      `truncate ${40 * 1024 * 1024}`,
    ]);
    expect(calls.filter((call) => call.startsWith('write'))).toHaveLength(20);
  });

  it('never replaces a file already there, and says which name it took before it reads', async () => {
    const { folder, files } = fakeFolder('下载', ['定制图_1.zip', '定制图_1 (2).zip']);
    const named: string[] = [];
    const source = new ReadableStream<Uint8Array>({
      pull(controller) {
        // The name is known before the first byte is asked for: an archive's last entries may carry it.
        named.push(`read after ${named.join()}`);
        controller.enqueue(new Uint8Array([7]));
        controller.close();
      },
    }, { highWaterMark: 0 });
    await folderSaveTarget(folder).saveFile('定制图_1.zip', source, { onFileName: (name) => named.push(name) });
    expect(named).toEqual(['定制图_1 (3).zip', 'read after 定制图_1 (3).zip']);
    expect([...files.get('定制图_1.zip')!]).toEqual([1]);
    expect([...files.get('定制图_1 (3).zip')!]).toEqual([7]);
  });

  it('two saves of one name at once (two tabs) get two files: neither replaces the other', async () => {
    const { folder, files } = fakeFolder('下载');
    await Promise.all([
      folderSaveTarget(folder).saveFile('定制图_1.zip', new Blob([new Uint8Array([1])])),
      folderSaveTarget(folder).saveFile('定制图_1.zip', new Blob([new Uint8Array([2])])),
    ]);
    expect([...files.keys()].sort()).toEqual(['定制图_1 (2).zip', '定制图_1.zip']);
    expect([...files.values()].map((bytes) => bytes[0]).sort()).toEqual([1, 2]);
  });

  it('aborts the swap file and removes the entry when the stream fails', async () => {
    const { folder, files, aborted } = fakeFolder();
    await expect(folderSaveTarget(folder).saveFile('定制图_1.zip', streamOf([new Uint8Array([1]), new Uint8Array([2])], 1))).rejects.toThrow('图片流中断');
    expect(aborted).toEqual(['定制图_1.zip']);
    expect(files.has('定制图_1.zip')).toBe(false);
  });

  it('stops at a cancel, with an AbortError and nothing left behind', async () => {
    const { folder, files, aborted } = fakeFolder();
    const controller = new AbortController();
    const stream = new ReadableStream<Uint8Array>({
      pull(c) {
        c.enqueue(new Uint8Array([1]));
        controller.abort();
      },
    });
    await expect(folderSaveTarget(folder).saveFile('定制图_1.zip', stream, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(aborted).toEqual(['定制图_1.zip']);
    expect(files.size).toBe(0);
  });
});

describe('picking the folder', () => {
  it('asks once and gives a target for the folder', async () => {
    const { folder } = fakeFolder('打印');
    const asked: unknown[] = [];
    const target = await pickFolderTarget({ showDirectoryPicker: async (options: unknown) => (asked.push(options), folder) });
    expect(target?.label).toBe('打印');
    expect(asked).toEqual([{ id: 'bulk-download', mode: 'readwrite', startIn: 'downloads' }]);
  });

  it('rejects with an AbortError when the merchant cancels the picker', async () => {
    const picker = async () => {
      throw new DOMException('The user aborted a request.', 'AbortError');
    };
    await expect(pickFolderTarget({ showDirectoryPicker: picker })).rejects.toMatchObject({ name: 'AbortError', message: '已取消保存' });
  });

  it('has no target where there is no picker, or where the page may not show it', async () => {
    expect(await pickFolderTarget({})).toBeNull();
    const refused = async () => {
      throw new DOMException("Cross origin sub frames aren't allowed to show a file picker.", 'SecurityError');
    };
    expect(await pickFolderTarget({ showDirectoryPicker: refused })).toBeNull();
  });
});

describe('the browser adapter’s save target', () => {
  const files = {} as AdminFilesPort;
  afterEach(() => {
    delete (globalThis as { showDirectoryPicker?: unknown }).showDirectoryPicker;
  });

  it('is the picked folder where the browser has the API', async () => {
    (globalThis as { showDirectoryPicker?: unknown }).showDirectoryPicker = async () => fakeFolder('工厂').folder;
    expect((await createBrowserAdapter({ files }).beginSave('定制图')).label).toBe('工厂');
  });

  it('is a download per part without it', async () => {
    expect((await createBrowserAdapter({ files }).beginSave('定制图')).label).toBe('浏览器的下载目录');
  });

  it('saves the bytes each chunk had when it was read, though the source writes the next file into the same buffer', async () => {
    const chunks = numbered(4, 500);
    const { folder, files: saved } = fakeFolder();
    await folderSaveTarget(folder).saveFile('定制图_1.zip', reusedBufferStream(chunks));
    expect(Buffer.from(saved.get('定制图_1.zip')!).equals(Buffer.concat(chunks))).toBe(true);
  });
});
