// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { accountOfToken, revokeToken } from '../../../src/api/users';
import { fakeAdminApi } from '../../support/fakeAdminApi';

const setup = (reply: (request: Request) => Response) => fakeAdminApi(reply, { token: 'session-token' });

describe('checking and revoking a token that is not the session\'s', () => {
  it('asks /api/users/me as the offered token and answers its account', async () => {
    const { seen } = setup(() => Response.json({ username: 'tbtest_audit' }));
    await expect(accountOfToken('offered')).resolves.toBe('tbtest_audit');
    expect(seen[0]!.url).toBe('http://admin.test/api/users/me');
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer offered');
  });

  it('answers null for a token that does not check out, without ending the session or opening a modal', async () => {
    for (const status of [401, 403, 500, 502]) {
      const { outcomes } = setup(() => Response.json({ message: 'no' }, { status }));
      await expect(accountOfToken('garbage')).resolves.toBeNull();
      expect(outcomes.filter((o) => o.action !== 'silent')).toEqual([]);
    }
  });

  it('answers null for a reply without a username', async () => {
    setup(() => Response.json({}));
    await expect(accountOfToken('odd')).resolves.toBeNull();
  });

  it('revokes the given token quietly, whatever the server says', async () => {
    const { seen, outcomes } = setup(() => Response.json({ message: 'gone' }, { status: 401 }));
    await expect(revokeToken('old')).resolves.toBeUndefined();
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url).toBe('http://admin.test/api/users/logout');
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer old');
    expect(outcomes).toEqual([]);
  });
});
