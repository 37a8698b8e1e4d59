// The lost create sent again: what each answer to it means for the create the merchant is saving now.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/client';
import { createAfterLost, type ReplayOptions } from '../../../src/api/createAfterLost';

const lostAnswer = () => new ApiError('网络请求错误', '/api/x');
const answered = (status: number) => new ApiError('拒绝', '/api/x', status);

/** A create that fails with `failures` in turn, then makes what it is sent; each call noted with whether it was quiet. */
function creating(...failures: ApiError[]) {
  const calls: { body: string; quiet: boolean }[] = [];
  const create = async (body: string, options?: ReplayOptions) => {
    calls.push({ body, quiet: Boolean(options?.callerHandles?.(400, undefined)) });
    const failure = failures.shift();
    if (failure) throw failure;
    return `made ${body}`;
  };
  return { calls, create };
}

describe('a lost create sent again', () => {
  it('refused as invalid (400) made nothing: the body as it is now is created in the same call', async () => {
    const { calls, create } = creating(answered(400));
    const holder = { lostCreate: '甲' };
    await expect(createAfterLost(holder, '乙', create)).resolves.toEqual({ made: 'made 乙', replayed: false });
    expect(calls).toEqual([{ body: '甲', quiet: true }, { body: '乙', quiet: false }]);
    expect(holder.lostCreate).toBeNull();
  });

  it.each([
    ['a fault of the server (500)', 500],
    ['a write still running (409)', 409],
    ['a session ended (401)', 401],
  ])('answered with %s is the caller\'s: nothing more is created', async (_what, status) => {
    const { calls, create } = creating(answered(status));
    const holder = { lostCreate: '甲' };
    await expect(createAfterLost(holder, '乙', create)).rejects.toMatchObject({ status });
    expect(calls.map((call) => call.body)).toEqual(['甲']);
  });

  it('lost again is kept, to be sent again by the next save', async () => {
    const { create } = creating(lostAnswer());
    const holder = { lostCreate: '甲' };
    await expect(createAfterLost(holder, '乙', create)).rejects.toBeInstanceOf(ApiError);
    expect(holder.lostCreate).toBe('甲');
  });

  it('answered, is what the save brings up to date (replayed)', async () => {
    const { calls, create } = creating();
    const holder = { lostCreate: '甲' };
    await expect(createAfterLost(holder, '乙', create)).resolves.toEqual({ made: 'made 甲', replayed: true });
    expect(calls).toEqual([{ body: '甲', quiet: true }]);
    expect(holder.lostCreate).toBeNull();
  });
});
