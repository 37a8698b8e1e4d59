import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/client';
import { isRetryable } from '../../../src/ui/retryable';

describe('isRetryable (the upload wizard offers 重新上传失败的文件 only for these)', () => {
  it.each([
    [new ApiError('系统繁忙', '/api/x', 502), true],
    [new ApiError('超时', '/api/x', 408), true],
    [new ApiError('太频繁', '/api/x', 429), true],
    [new ApiError('网络请求错误', '/api/x'), true],
    [new Error('Failed to fetch'), true],
    [new ApiError('文件过大', '/api/files/storage', 413), false],
    [new ApiError('参数错误', '/api/design_assets', 400), false],
    [new ApiError('已存在', '/api/x', 409), false],
    [Object.assign(new Error('文件格式不支持'), { retryable: false }), false],
  ])('%s → %s', (error, expected) => {
    expect(isRetryable(error)).toBe(expected);
  });
});
