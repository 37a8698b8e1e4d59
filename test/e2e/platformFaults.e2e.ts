// 平台调试's 故障注入 card: the rule it sends is the one the tester filled in, nothing added.
import { describe, expect, it } from 'vitest';
import { openSignedIn, useConsole } from './fixtures';

const e2e = useConsole();

describe('平台调试: 故障注入', () => {
  it('sends a latency alone as a latency: no status, and no count the tester did not set', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/platform');
    await page.getByLabel('接口路径').fill('/api/shops');
    await page.getByLabel('延迟(ms)').fill('5');
    await page.getByRole('button', { name: '添加故障' }).click();
    await page.getByText('故障已添加').waitFor();
    expect(server.devApi.faults.list()).toEqual([{ path: '/api/shops', latencyMs: 5 }]);
  });

  it('sends the status and the count the tester set', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/platform');
    await page.getByLabel('接口路径').fill('/api/shops');
    await page.getByLabel('状态码').fill('503');
    await page.getByLabel('次数').fill('2');
    await page.getByRole('button', { name: '添加故障' }).click();
    await page.getByText('故障已添加').waitFor();
    expect(server.devApi.faults.list()).toEqual([{ path: '/api/shops', status: 503, times: 2 }]);
  });
});
