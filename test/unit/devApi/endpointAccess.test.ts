// Who may call each endpoint is the endpoint table's to say (contract/endpoint.ts `Access`): an entry that needs
// no session but checks what its address or its task carries says so (signed, token), so that `public`, outside
// the dev tools, is the login alone, and the router reads a session only for `session` and `merchant`.
import { describe, expect, it } from 'vitest';
import { DEV_TOOLS_PATH, needsSession } from '../../../contract/endpoint';
import { listEndpoints } from '../../support/endpointList';
import { call, freshApi } from './helpers';

const accessOf = (wanted: string) =>
  listEndpoints()
    .filter(({ endpoint }) => endpoint.rules && endpoint.rules.access === wanted && !endpoint.path.startsWith(DEV_TOOLS_PATH))
    .map(({ name }) => name);

describe('the endpoint table\'s access', () => {
  it('leaves public only the login, and names the signed addresses and the cutout host\'s token', () => {
    expect(accessOf('public')).toEqual(['auth.users.login']);
    expect(accessOf('signed')).toEqual(['files.files.storage', 'files.files.content', 'orders.orderImages.get']);
    expect(accessOf('token')).toEqual(['cutout.cutoutHost.createTask', 'cutout.cutoutHost.getTask']);
  });

  it('reads a session only where the table asks for one', () => {
    expect(['public', 'signed', 'token', 'session', 'merchant'].filter((access) => needsSession(access as never))).toEqual(['session', 'merchant']);
  });

  it('lets a token route answer without a session, refusing by what the request carries', async () => {
    const api = freshApi();
    expect((await call(api, '/api/cutout_host/api/image_cutout_tasks/1', { headers: { 'x-cutout-token': 'forged' } })).status).toBe(404);
    expect((await call(api, '/api/shops')).status).toBe(401);
  });
});
