import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendBlobInChunks } from '../../../../bridge/sendBlobInChunks';
import { UNKNOWN_SIZE } from '../../../../bridge/chunkProtocol';
import { DEFAULT_HOST_TIMEOUTS } from '../../../../adapters/qianniu/miniapp/host/handlers';
import { HOST_TEXT } from '../../../../adapters/qianniu/miniapp/host/messages';
import { answerWith, failWith, hang } from '../../../support/fakeCalls';
import { base64Of, bytesOf, LISTED_AT_START, remote, setup, type Setup } from './harness';

afterEach(() => {
  vi.useRealTimers();
});

async function begin({ channel }: Setup, size = UNKNOWN_SIZE, fileName = '订单.zip') {
  return (await channel.request('file.saveBegin', { fileName, size, mimeType: 'application/zip' })).saveId;
}

async function saveStarted(s: Setup, bytes: number[]) {
  const saveId = await begin(s);
  await s.channel.request('file.saveChunk', { saveId, index: 0, data: base64Of(bytes) });
  return saveId;
}

function expectNothingHeld({ fake, host }: Setup) {
  expect([...fake.files.keys()]).toEqual([]);
  expect(host.openTransfers()).toBe(0);
}

describe('file.save*', () => {
  it('saves through qn.saveFileToDisk with the console’s file name, answers the size, and unlinks', async () => {
    const s = setup();
    const bytes = bytesOf(700_000);
    await expect(sendBlobInChunks(s.channel, 'save', new Blob([bytes]), { fileName: '订单.zip' })).resolves.toEqual({
      saved: true,
      size: bytes.length,
    });
    expect(Buffer.from(s.fake.disk.get('订单.zip')!).equals(Buffer.from(bytes))).toBe(true);
    const [save] = s.fake.callsOf('qn.saveFileToDisk');
    expect(save.options).toEqual({ apFilePath: expect.stringMatching(/^https:\/\/usr\/pcc-transfer-/), defaultFileName: '订单.zip' });
    expectNothingHeld(s);
  });

  it('takes a stream of unknown size and checks the size the sender says it sent', async () => {
    const s = setup();
    const saveId = await saveStarted(s, [1, 2, 3]);
    await s.channel.request('file.saveChunk', { saveId, index: 1, data: base64Of([4]) });
    await expect(s.channel.request('file.saveCommit', { saveId, size: 4 })).resolves.toEqual({ saved: true, size: 4 });
    const other = await saveStarted(s, [1, 2, 3]);
    await expect(s.channel.request('file.saveCommit', { saveId: other, size: 5 })).rejects.toEqual(remote('SIZE_MISMATCH'));
    expect(s.fake.disk.size).toBe(1);
    expectNothingHeld(s);
  });

  it('answers saved: false when the seller closes the dialog', async () => {
    const s = setup();
    s.fake.next('qn.saveFileToDisk', answerWith({ success: false }));
    const saveId = await saveStarted(s, [1]);
    await expect(s.channel.request('file.saveCommit', { saveId })).resolves.toEqual({ saved: false, size: 1 });
    expectNothingHeld(s);
  });

  it('fails with the client’s failure as MY_<error>', async () => {
    const s = setup();
    s.fake.next('qn.saveFileToDisk', failWith({ error: 10024, errorMessage: '没有写权限' }));
    const saveId = await saveStarted(s, [1]);
    await expect(s.channel.request('file.saveCommit', { saveId })).rejects.toEqual(remote('MY_10024', '没有写权限'));
    expectNothingHeld(s);
  });

  it.each([
    ['without my.qn', { qn: false }],
    ['when canIUse says no', { canIUse: (name: string) => name !== 'qn.saveFileToDisk' }],
  ])('refuses at begin %s, before any byte travels', async (_, my) => {
    const s = setup({ my });
    await expect(begin(s)).rejects.toEqual(remote('SAVE_UNSUPPORTED', HOST_TEXT.saveUnsupported));
    expect(s.fake.calls).toEqual([LISTED_AT_START]);
    expectNothingHeld(s);
  });

  it('saves on a client without canIUse when my.qn has the call', async () => {
    const s = setup({ my: { canIUse: null } });
    const saveId = await saveStarted(s, [1, 2]);
    await expect(s.channel.request('file.saveCommit', { saveId })).resolves.toEqual({ saved: true, size: 2 });
  });

  it('refuses a transfer when the client has no file system', async () => {
    const s = setup();
    s.fake.my.getFileSystemManager = () => {
      throw new TypeError('my.getFileSystemManager is not a function');
    };
    await expect(begin(s)).rejects.toEqual(remote('NO_FILE_SYSTEM', HOST_TEXT.noFileSystem));
    await expect(s.channel.request('host.hello', {})).resolves.toMatchObject({ host: 'qianniu-pc' });
  });

  it('waits for the seller far longer than a call, then gives up and unlinks', async () => {
    vi.useFakeTimers();
    const s = setup();
    s.fake.next('qn.saveFileToDisk', hang);
    const saveId = await saveStarted(s, [1, 2]);
    const commit = s.channel.request('file.saveCommit', { saveId }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(s.fake.pending).toHaveLength(1);
    expect(s.fake.files.size).toBe(1);
    await vi.advanceTimersByTimeAsync(DEFAULT_HOST_TIMEOUTS.saveToDiskMs - 10 * 60_000);
    expect(await commit).toEqual(remote('HOST_TIMEOUT', HOST_TEXT.timeout));
    expectNothingHeld(s);
  });

  it('a seller who takes minutes still gets the file saved', async () => {
    vi.useFakeTimers();
    const s = setup();
    s.fake.next('qn.saveFileToDisk', hang);
    const saveId = await saveStarted(s, [1, 2]);
    const commit = s.channel.request('file.saveCommit', { saveId });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    s.fake.pending[0].answer();
    await expect(commit).resolves.toEqual({ saved: true, size: 2 });
    expectNothingHeld(s);
  });

  it('reports an abort during the dialog, and unlinks once the dialog is done', async () => {
    const s = setup();
    s.fake.next('qn.saveFileToDisk', hang);
    const saveId = await saveStarted(s, [1, 2]);
    const commit = s.channel.request('file.saveCommit', { saveId }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(s.fake.pending).toHaveLength(1));
    await expect(s.channel.request('file.saveAbort', { saveId })).resolves.toEqual({});
    expect(s.fake.files.size).toBe(1);
    s.fake.pending[0].answer();
    expect(await commit).toEqual(remote('HOST_ABORTED', HOST_TEXT.aborted));
    expectNothingHeld(s);
  });

  it('unlinks on an abort during a pending write, after the write', async () => {
    const s = setup();
    s.fake.next('writeFile', hang);
    const saveId = await begin(s);
    const chunk = s.channel.request('file.saveChunk', { saveId, index: 0, data: base64Of([1]) });
    await vi.waitFor(() => expect(s.fake.pending).toHaveLength(1));
    await s.channel.request('file.saveAbort', { saveId });
    s.fake.pending[0].answer();
    await chunk;
    await vi.waitFor(() => expect(s.host.openTransfers()).toBe(0));
    expectNothingHeld(s);
    expect(s.fake.disk.size).toBe(0);
  });

  it('unlinks a save that expires, and one left open at dispose', async () => {
    vi.useFakeTimers();
    const s = setup({ limits: { save: { idleMs: 60_000 } } });
    await saveStarted(s, [1]);
    await vi.advanceTimersByTimeAsync(60_000);
    expectNothingHeld(s);
    await saveStarted(s, [2]);
    s.host.dispose();
    await vi.advanceTimersByTimeAsync(0);
    expectNothingHeld(s);
    expect(s.fake.callsOf('qn.saveFileToDisk')).toEqual([]);
  });
});
