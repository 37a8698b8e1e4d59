import { describe, expect, it } from 'vitest';
import { configureApiClient, deleteRecord } from '../../../src/api/client';
import { brands } from '../../../contract/endpoints/catalogue/brands';
import type { ErrorOutcome } from '../../../src/api/errorCatalogue';

/** The admin API behind the real client answering every call with `status` and `body`; what the client showed. */
function answering(status: number, body: unknown) {
  const shown: ErrorOutcome[] = [];
  const sent: string[] = [];
  configureApiClient({
    apiFetch: async (request) => {
      sent.push(`${request.method} ${new URL(request.url).pathname}`);
      return status === 204 ? new Response(null, { status }) : Response.json(body, { status });
    },
    baseURL: 'http://admin.test',
    getToken: () => 'tok-1',
    isAuditMode: () => false,
    onFailure: (outcome) => shown.push(outcome),
  });
  return { shown, sent };
}

describe('deleteRecord', () => {
  it('sends one DELETE and resolves when it is deleted', async () => {
    const { shown, sent } = answering(204, null);
    await deleteRecord(brands.remove, { id: '7' });
    expect(sent).toEqual(['DELETE /api/phone_brands/7']);
    expect(shown).toEqual([]);
  });

  it('resolves with no error modal when the record is already gone (its own 404)', async () => {
    const { shown } = answering(404, { code: 'RECORD_NOT_FOUND', message: '品牌不存在: 7', traceId: 't1' });
    await expect(deleteRecord(brands.remove, { id: '7' })).resolves.toBeUndefined();
    expect(shown).toEqual([]);
  });

  it('rejects, and the error modal says why, for a 404 that is not the record gone and for any other failure', async () => {
    for (const [status, body] of [
      [404, { code: 'UNKNOWN_ROUTE', message: '接口不存在: DELETE /api/phone_brands/7', traceId: 't2' }],
      // A gateway's own 404 code says nothing about the record.
      [404, { code: 'NOT_FOUND', message: '网关：找不到服务', traceId: 't4' }],
      [404, 'Not Found'],
      [500, { code: 'INTERNAL', message: '服务器错误', traceId: 't3' }],
    ] as const) {
      const { shown } = answering(status, body);
      await expect(deleteRecord(brands.remove, { id: '7' })).rejects.toThrow();
      expect(shown).toHaveLength(1);
    }
  });
});
