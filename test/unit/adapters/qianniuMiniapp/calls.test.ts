import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE_METHODS } from '../../../../bridge/methods';
import { sendBlobInChunks } from '../../../../bridge/sendBlobInChunks';
import { MARKETPLACE_APIS } from '../../../../contract/marketplaceApis';
import { DEFAULT_HOST_TIMEOUTS } from '../../../../adapters/qianniu/miniapp/host/handlers';
import { HOST_TEXT } from '../../../../adapters/qianniu/miniapp/host/messages';
import { answerWith, failWith, hang, throwing } from '../../../support/fakeCalls';
import { topError, transportError } from '../../../support/fakeCloud';
import { bytesOf, CONFIG, LISTED_AT_START, remote, setup, settle, type Setup } from './harness';

afterEach(() => {
  vi.useRealTimers();
});

describe('createQianniuHostHandlers', () => {
  it('answers every method of the manifest', () => {
    const { host } = setup();
    expect(Object.keys(host.handlers).sort()).toEqual([...BRIDGE_METHODS].sort());
  });
});

describe('host.hello and cloudStore.config', () => {
  it('answer from the page’s config, calling nothing of the client but the start’s listing', async () => {
    const { channel, fake, cloud } = setup();
    await expect(channel.request('host.hello', {})).resolves.toEqual({ host: 'qianniu-pc', version: '9.8.0' });
    await expect(channel.request('cloudStore.config', {})).resolves.toEqual(CONFIG.cloudStore);
    expect(fake.calls).toEqual([LISTED_AT_START]);
    expect(cloud.calls).toEqual([]);
  });

  it('declares the largest file it can save when the page’s config has one, read at every hello', async () => {
    let cap: number | undefined = 10 * 1024 * 1024;
    const { channel } = setup({ config: { maxSaveBytes: () => cap } });
    await expect(channel.request('host.hello', {})).resolves.toEqual({ host: 'qianniu-pc', version: '9.8.0', maxSaveBytes: 10_485_760 });
    cap = undefined;
    await expect(channel.request('host.hello', {})).resolves.toEqual({ host: 'qianniu-pc', version: '9.8.0' });
    const fixed = setup({ config: { maxSaveBytes: 5_000_000 } });
    await expect(fixed.channel.request('host.hello', {})).resolves.toMatchObject({ maxSaveBytes: 5_000_000 });
  });
});

describe('top.invoke', () => {
  it('passes api and data to cloud.topApi.invoke and answers its JSON object', async () => {
    const { channel, cloud } = setup();
    cloud.next('topApi.invoke', answerWith({ items_onsale_get_response: { total_results: 2, items: { item: [{ num_iid: 1 }] } } }));
    await expect(channel.request('top.invoke', { api: 'taobao.items.onsale.get', data: { page_no: 1, fields: 'num_iid' } })).resolves.toEqual({
      items_onsale_get_response: { total_results: 2, items: { item: [{ num_iid: 1 }] } },
    });
    expect(cloud.calls).toEqual([{ api: 'topApi.invoke', options: { api: 'taobao.items.onsale.get', data: { page_no: 1, fields: 'num_iid' } } }]);
  });

  it.each(MARKETPLACE_APIS)('forwards %s, an API the console calls', async (api) => {
    const { channel, cloud } = setup();
    await expect(channel.request('top.invoke', { api, data: {} })).resolves.toEqual(expect.any(Object));
    expect(cloud.calls).toEqual([{ api: 'topApi.invoke', options: { api, data: {} } }]);
  });

  it.each([
    // Reads and writes the seller's session allows that the console never makes.
    'taobao.trade.fullinfo.get',
    'taobao.item.update.delisting',
    'taobao.logistics.offline.send',
    'taobao.time.get',
    // Near misses of listed names, and an object's own keys.
    'taobao.user.seller.get ',
    'TAOBAO.USER.SELLER.GET',
    'taobao.user.seller.get\u0000',
    '__proto__',
    'constructor',
    'hasOwnProperty',
  ])('refuses %j with TOP_API_NOT_ALLOWED, calling nothing', async (api) => {
    const { channel, cloud } = setup();
    await expect(channel.request('top.invoke', { api, data: { fields: 'receiver_mobile' } })).rejects.toEqual(
      remote('TOP_API_NOT_ALLOWED', HOST_TEXT.topNotAllowed),
    );
    expect(cloud.calls).toEqual([]);
  });

  it.each([
    [
      'a TOP error with a sub code',
      topError({ code: 15, msg: 'Remote service error', sub_code: 'isv.item-not-exist', sub_msg: '商品不存在' }),
      'isv.item-not-exist',
      '商品不存在',
    ],
    ['a TOP error without one', topError({ code: 27, msg: 'Invalid session' }), '27', 'Invalid session'],
    ['the transport’s code:::msg', transportError('500', '客户端网络错误,请稍后重试'), '500', '客户端网络错误,请稍后重试'],
    ['a session expiry', transportError('904', '登录已过期'), '904', '登录已过期'],
    ['a plain Error', new Error('请先调用cloud.init()'), 'TOP_FAILED', '请先调用cloud.init()'],
    ['a string', '网络错误', 'TOP_FAILED', '网络错误'],
    ['undefined', undefined, 'TOP_FAILED', HOST_TEXT.topFailed],
  ])('fails with %s as its code and message', async (_, failure, code, message) => {
    const { channel, cloud } = setup();
    cloud.next('topApi.invoke', failWith(failure));
    await expect(channel.request('top.invoke', { api: 'taobao.user.seller.get', data: {} })).rejects.toEqual(remote(code, message));
  });

  it('fails with TOP_FAILED when the SDK throws before returning a Promise', async () => {
    const { channel, cloud } = setup();
    cloud.next('topApi.invoke', throwing(new TypeError('Cannot read properties of undefined')));
    await expect(channel.request('top.invoke', { api: 'taobao.shop.seller.get', data: {} })).rejects.toEqual(remote('TOP_FAILED'));
  });

  it.each([[['a']], ['text'], [null], [42], [true], [{ when: new Date(0) }]])(
    'refuses a result that is not a JSON object (%j) with TOP_BAD_RESULT',
    async (result) => {
      const { channel, cloud } = setup();
      cloud.next('topApi.invoke', answerWith(result));
      await expect(channel.request('top.invoke', { api: 'taobao.shop.seller.get', data: {} })).rejects.toEqual(
        remote('TOP_BAD_RESULT', HOST_TEXT.topBadResult),
      );
    },
  );

  it('gives up on a call that never answers after its own limit', async () => {
    vi.useFakeTimers();
    const { channel, cloud } = setup();
    cloud.next('topApi.invoke', hang);
    const call = channel.request('top.invoke', { api: 'taobao.shop.seller.get', data: {} });
    const outcome = call.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(DEFAULT_HOST_TIMEOUTS.topMs - 1);
    expect(cloud.pending).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toEqual(remote('HOST_TIMEOUT', HOST_TEXT.timeout));
    // A late answer changes nothing.
    cloud.pending[0].answer();
    await settle();
  });
});

/** A file the host uploaded for its console: the only kind it deletes. */
async function uploaded(s: Setup, fileName = 'a.png'): Promise<string> {
  return (await sendBlobInChunks(s.channel, 'upload', new Blob([bytesOf(3)]), { fileName })).taobaoFileId;
}

describe('cloudFile.delete', () => {
  it('deletes a file this host uploaded by its fileId and says whether the SDK confirmed it', async () => {
    const s = setup();
    const fileId = await uploaded(s);
    await expect(s.channel.request('cloudFile.delete', { taobaoFileId: fileId })).resolves.toEqual({ deleted: true });
    expect(s.cloud.callsOf('file.deleteFile')).toEqual([{ api: 'file.deleteFile', options: { fileId } }]);
    expect(s.cloud.stored.size).toBe(0);
    const other = await uploaded(s, 'b.png');
    s.cloud.next('file.deleteFile', answerWith(false));
    await expect(s.channel.request('cloudFile.delete', { taobaoFileId: other })).resolves.toEqual({ deleted: false });
  });

  it('refuses a file it did not upload with DELETE_NOT_OWNED, deleting nothing', async () => {
    const s = setup();
    const mine = await uploaded(s);
    // Another host page (another console, another shop) uploaded this one; the store holds both.
    const elsewhere = setup();
    const theirs = await uploaded(elsewhere, 'b.png');
    expect(theirs).not.toBe(mine);
    for (const taobaoFileId of [theirs, 'cloud://env-test/image/f1-a.png ', 'cloud://env-test/image/../image/f1-a.png', 'x']) {
      await expect(s.channel.request('cloudFile.delete', { taobaoFileId })).rejects.toEqual(remote('DELETE_NOT_OWNED', HOST_TEXT.deleteNotOwned));
    }
    await expect(elsewhere.channel.request('cloudFile.delete', { taobaoFileId: mine })).rejects.toEqual(remote('DELETE_NOT_OWNED'));
    expect(s.cloud.callsOf('file.deleteFile')).toEqual([]);
    expect(elsewhere.cloud.callsOf('file.deleteFile')).toEqual([]);
  });

  it('refuses a file whose upload failed or was abandoned: the console never got it', async () => {
    const s = setup();
    s.cloud.next('file.uploadFile', answerWith({ fileId: 'cloud://env-test/image/half.png' }));
    await expect(uploaded(s)).rejects.toEqual(remote('UPLOAD_NO_ADDRESS'));
    await expect(s.channel.request('cloudFile.delete', { taobaoFileId: 'cloud://env-test/image/half.png' })).rejects.toEqual(
      remote('DELETE_NOT_OWNED'),
    );
  });

  it.each([
    ['the transport’s failure', transportError('500', '客户端网络错误'), '500', '客户端网络错误'],
    ['a plain Error', new Error('文件不存在'), 'DELETE_FAILED', '文件不存在'],
    ['a non-Error', { nothing: 1 }, 'DELETE_FAILED', HOST_TEXT.deleteFailed],
  ])('fails with %s', async (_, failure, code, message) => {
    const s = setup();
    const fileId = await uploaded(s);
    s.cloud.next('file.deleteFile', failWith(failure));
    await expect(s.channel.request('cloudFile.delete', { taobaoFileId: fileId })).rejects.toEqual(remote(code, message));
  });

  it('gives up after its own limit', async () => {
    const s = setup({ timeouts: { deleteMs: 5_000 } });
    const fileId = await uploaded(s);
    vi.useFakeTimers();
    s.cloud.next('file.deleteFile', hang);
    const outcome = s.channel.request('cloudFile.delete', { taobaoFileId: fileId }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await outcome).toEqual(remote('HOST_TIMEOUT'));
  });
});
