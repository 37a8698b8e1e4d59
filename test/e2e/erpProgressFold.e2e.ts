// The ERP progress card above the tabs (spec 3 §2's three steps, shown while any is left) folds to one line,
// and stays folded for the account after a reload: at 1024 × 640 it took a good part of the screen.
import { describe, expect, it } from 'vitest';
import { setUpErp } from '../support/erpDevApi';
import { openSignedIn, useConsole } from './fixtures';

const e2e = useConsole();
const NARROW = { width: 1024, height: 640 };

describe('the ERP progress card', () => {
  it('folds with 收起, stays folded after a reload, unfolds with 展开', async () => {
    const { page, server } = e2e;
    await page.setViewportSize(NARROW);
    await setUpErp(server, { upTo: 'models' });
    await openSignedIn(page, server.url, '/app/integrations/factories');
    const card = page.getByTestId('erp-tutorial');
    await card.getByRole('heading', { name: '接入进度' }).waitFor();
    await expect(card.locator('.arco-steps-item').count()).resolves.toBe(3);
    const unfolded = (await card.boundingBox())!.height;

    await card.getByRole('button', { name: '收起' }).click();
    await card.getByText('接入进度：已完成 1/3 步').waitFor();
    expect(await card.locator('.arco-steps').count()).toBe(0);
    expect((await card.boundingBox())!.height).toBeLessThan(unfolded / 2);
    await page.screenshot({ path: '/tmp/h-erp-shots/erp-progress-folded-1024.png' });

    await page.reload();
    await page.getByRole('tab', { name: '工厂' }).waitFor();
    await card.getByText('接入进度：已完成 1/3 步').waitFor();
    expect(await card.locator('.arco-steps').count()).toBe(0);

    await card.getByRole('button', { name: '展开' }).click();
    await expect.poll(() => card.locator('.arco-steps-item').count()).toBe(3);
    await page.reload();
    await card.getByRole('heading', { name: '接入进度' }).waitFor();
    expect(await card.locator('.arco-steps-item').count()).toBe(3);
    await card.getByRole('button', { name: '收起' }).waitFor();
  });

  it('keeps the fold under the signed-in account’s own key, so another account on the browser has its own', async () => {
    const { page, server } = e2e;
    await setUpErp(server, { upTo: 'models' });
    await openSignedIn(page, server.url, '/app/integrations/factories');
    const card = page.getByTestId('erp-tutorial');
    await card.getByRole('button', { name: '收起' }).click();
    await card.getByText('接入进度：已完成 1/3 步').waitFor();
    // The flag as another account would read it: only demo's is set.
    const keys = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('pcc.erp.progressFolded.')));
    expect(keys).toEqual(['pcc.erp.progressFolded.demo']);
  });
});
