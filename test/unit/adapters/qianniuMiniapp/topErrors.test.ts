import { describe, expect, it } from 'vitest';
import { HostError } from '../../../../adapters/qianniu/miniapp/host/hostError';
import { readCloudFailure } from '../../../../adapters/qianniu/miniapp/host/topErrors';
import { topError, transportError } from '../../../support/fakeCloud';

const fallback = { code: 'TOP_FAILED', message: '调用千牛接口失败' };

describe('readCloudFailure', () => {
  it.each([
    ['TOP with a sub code', topError({ code: 15, msg: 'Remote service error', sub_code: 'isv.invalid-parameter', sub_msg: '参数错误' }), 'isv.invalid-parameter', '参数错误'],
    ['TOP without a sub code', topError({ code: 27, msg: 'Invalid session' }), '27', 'Invalid session'],
    ['TOP with a sub code and no sub message', topError({ code: 15, msg: 'Remote service error', sub_code: 'isv.x' }), 'isv.x', 'Remote service error'],
    ['TOP wrapped in error_response', new Error(JSON.stringify({ error_response: { code: 7, msg: 'limited' } })), '7', 'limited'],
    ['TOP without a message at all', topError({ code: 7 }), '7', fallback.message],
    ['the transport', transportError('500', '客户端网络错误,请稍后重试'), '500', '客户端网络错误,请稍后重试'],
    ['code:::msg without properties', new Error('904:::登录已过期'), '904', '登录已过期'],
    ['my.uploadFile’s raw failure', { error: 12, errorMessage: '上传失败' }, 'MY_12', '上传失败'],
    ['a raw failure without a message', { error: 12 }, 'MY_12', fallback.message],
    ['the host’s own error', new HostError('HOST_TIMEOUT', '千牛没有及时响应，请重试'), 'HOST_TIMEOUT', '千牛没有及时响应，请重试'],
    ['a plain Error', new Error('上传文件失败'), 'TOP_FAILED', '上传文件失败'],
    ['an Error without a message', new Error(''), 'TOP_FAILED', fallback.message],
    ['JSON that is not TOP’s', new Error('{"foo": 1}'), 'TOP_FAILED', '{"foo": 1}'],
    ['broken JSON', new Error('{"code": '), 'TOP_FAILED', '{"code": '],
    ['a string', '出错了', 'TOP_FAILED', '出错了'],
    ['a number', 42, 'TOP_FAILED', fallback.message],
    ['undefined', undefined, 'TOP_FAILED', fallback.message],
    ['an array', [1, 2], 'TOP_FAILED', fallback.message],
  ])('reads %s', (_, error, code, message) => {
    expect(readCloudFailure(error, fallback)).toEqual({ code, message });
  });

  it('never throws, even on values that throw when read', () => {
    const hostile = new Proxy({}, { get: () => { throw new Error('boom'); }, getPrototypeOf: () => { throw new Error('boom'); } });
    expect(readCloudFailure(hostile, fallback)).toEqual(fallback);
    expect(readCloudFailure(Object.create(null), fallback)).toEqual(fallback);
  });

  it('keeps a message the merchant sees short', () => {
    const { message } = readCloudFailure(new Error('错'.repeat(10_000)), fallback);
    expect(message.length).toBe(500);
  });
});

describe('a bug in the SDK or the client', () => {
  it.each([new TypeError("Cannot read properties of undefined (reading 'x') at /internal/sdk.js:10"), new ReferenceError('cloud is not defined')])(
    'is not shown to the merchant as it is: %s',
    (error) => {
      const fallback = { code: 'UPLOAD_FAILED', message: '上传到千牛云存储失败，请重试' };
      expect(readCloudFailure(error, fallback)).toEqual(fallback);
    },
  );
});
