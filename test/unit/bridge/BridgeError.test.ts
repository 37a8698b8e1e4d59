import { describe, expect, it } from 'vitest';
import { BridgeError } from '../../../bridge/BridgeError';

describe('BridgeError', () => {
  it.each([
    ['TIMEOUT', '千牛数据返回超时'],
    ['BAD_REPLY', '返回数据发生错误，请联系客服'],
    ['NO_HOST', '当前可能不是千牛环境'],
  ] as const)('says the spec text for %s by default', (code, text) => {
    const error = new BridgeError(code);
    expect(error.message).toBe(text);
    expect(error.code).toBe(code);
    expect(error.remoteCode).toBeUndefined();
  });

  it("carries the host's message and code for REMOTE", () => {
    const error = new BridgeError('REMOTE', '店铺未授权', 'NO_AUTH');
    expect(error).toMatchObject({ code: 'REMOTE', message: '店铺未授权', remoteCode: 'NO_AUTH' });
    expect(error.name).toBe('BridgeError');
  });

  it('is an Error', () => {
    expect(new BridgeError('ABORTED')).toBeInstanceOf(Error);
  });
});
