// The console's calls to the cutout host (spec 2 §7) are the endpoint table's entries: the host's address
// followed by the entry's path there, and in the dev server and QA each reply is checked against the entry's
// reply schema, as the admin API's are.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCutoutTask, getCutoutTask } from '../../../src/api/aiCutout';
import { configureApiClient } from '../../../src/api/client';

const HOST = 'https://cutout.example';
const defines = globalThis as unknown as { __CUTOUT_HOST__?: string };

/** The host answering every call with `reply`; what it was sent, as method, address and token header. */
function hostAnswering(reply: unknown) {
  defines.__CUTOUT_HOST__ = HOST;
  const sent: string[] = [];
  configureApiClient({
    apiFetch: async (request) => {
      sent.push(`${request.method} ${request.url} ${request.headers.get('x-cutout-token') ?? ''}`.trim());
      return Response.json(reply);
    },
    baseURL: 'http://admin.test',
    getToken: () => 'session-token',
    isAuditMode: () => false,
    onFailure: () => {},
  });
  return sent;
}

/** The next warning the reply check prints. */
const nextWarning = () => new Promise<string>((resolve) => vi.spyOn(console, 'warn').mockImplementation((text: string) => resolve(text)));

afterEach(() => {
  delete defines.__CUTOUT_HOST__;
  vi.restoreAllMocks();
});

describe('the cutout host calls', () => {
  it('post a task to the host\'s own path and read it back by id with the task token', async () => {
    const task = { id: '7', status: 'RUNNING', errorMessage: null, resultImageUrls: null };
    const sent = hostAnswering(task);
    await expect(createCutoutTask({ type: 'PORTRAIT', outputImageFormat: 'png', imageUrl: 'https://img.example/a.png', fileName: 'a.png', fileSize: 10, width: 2, height: 2, token: 'tk' })).resolves.toEqual(task);
    await expect(getCutoutTask('7', 'tk')).resolves.toEqual(task);
    expect(sent).toEqual([`POST ${HOST}/api/image_cutout_tasks`, `GET ${HOST}/api/image_cutout_tasks/7 tk`]);
  });

  it('report a task reply that differs from the contract, as the admin API\'s replies are', async () => {
    hostAnswering({ id: 7, status: 'RUNNING', errorMessage: null, resultImageUrls: null });
    const warning = nextWarning();
    await getCutoutTask('7', 'tk');
    expect(await warning).toContain(`[contract] GET ${HOST}/api/image_cutout_tasks/7: the reply differs from contract/ at id`);
  });
});
