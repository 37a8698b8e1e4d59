// The body fields every resource's schemas share (contract/wire.ts): ids as a Java-style backend binds them,
// switches that are true or false, and messages that name the field they broke on.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messageOf, optionalBodyId, optionalBoolean, requiredBodyId } from '../../../contract/wire';

const Body = v.object({ shopId: requiredBodyId, wireframeId: optionalBodyId, enabled: optionalBoolean });

function firstMessage(value: unknown): string | undefined {
  const result = v.safeParse(Body, value, { abortEarly: true });
  return result.success ? undefined : messageOf(result.issues[0]);
}

describe('wire body fields', () => {
  it('reads ids given as strings or numbers, and a left-out or cleared optional id', () => {
    expect(v.parse(Body, { shopId: 12 })).toEqual({ shopId: '12' });
    expect(v.parse(Body, { shopId: 'a1', wireframeId: null, enabled: false })).toEqual({ shopId: 'a1', wireframeId: null, enabled: false });
  });

  it('names the field in its message', () => {
    expect(firstMessage({})).toBe('shopId 必填');
    expect(firstMessage({ shopId: null })).toBe('shopId 必填');
    expect(firstMessage({ shopId: '' })).toBe('shopId 必须是 id');
    expect(firstMessage({ shopId: 1, wireframeId: Number.NaN })).toBe('wireframeId 必须是 id');
    expect(firstMessage({ shopId: 1, enabled: 'true' })).toBe('enabled 必须是布尔值');
  });
});
