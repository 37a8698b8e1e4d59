/**
 * An SVG whose references, followed, would draw without end (ten levels of ten <use>, a blur on each, or ten
 * levels of patterns filling shapes with the one below: kilobytes that hang any page that draws them) is refused at the asset library's and the designer's upload
 * before anything draws it, with one message; the page goes on answering.
 */
import { describe, expect, it } from 'vitest';
import { pngUpload, casePng } from '../support/pngFile';
import { openSignedIn, useConsole } from './fixtures';
import { canvas, message, openDesigner, rows } from './designerPage';

const e2e = useConsole();

const REFUSED = 'SVG 图形过于复杂（引用或滤镜过多），无法显示，请另存为 PNG 后上传';

function useBombSvg(): string {
  let defs = '<filter id="b"><feGaussianBlur stdDeviation="50"/></filter><rect id="l0" width="9" height="9" fill="#f66" filter="url(#b)"/>';
  for (let level = 1; level <= 10; level++) {
    defs += `<g id="l${level}">${Array.from({ length: 10 }, () => `<use href="#l${level - 1}"/>`).join('')}</g>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><defs>${defs}</defs><use href="#l10"/></svg>`;
}
/** Ten levels of patterns, each filling ten shapes with the one below: 6 KB that no page finishes drawing. */
function patternBombSvg(): string {
  let defs = '<pattern id="p0" width="4" height="4" patternUnits="userSpaceOnUse"><rect width="2" height="2" fill="#f66"/></pattern>';
  for (let level = 1; level <= 10; level++) {
    const rects = Array.from({ length: 10 }, (_, i) => `<rect x="${i}" width="1" height="9" fill="url(#p${level - 1})"/>`).join('');
    defs += `<pattern id="p${level}" width="10" height="10" patternUnits="userSpaceOnUse">${rects}</pattern>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><defs>${defs}</defs><rect width="300" height="300" fill="url(#p10)"/></svg>`;
}
const bombUpload = () => ({ name: 'pattern.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(useBombSvg()) });
const patternBombUpload = () => ({ name: 'nested.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(patternBombSvg()) });

describe('SVGs that would draw without end', () => {
  it('素材库 refuses one and says why, uploads the other file, and the page still answers', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/design_assets/images');
    await page.locator('.asset-card img').first().waitFor();
    await page.getByRole('button', { name: '上传素材' }).click();
    const wizard = page.locator('.upload-wizard');
    await wizard.getByTestId('asset-files').setInputFiles([bombUpload(), pngUpload('fine.png', casePng(100, 200))]);
    await wizard.getByText('成功 1 个，失败 1 个').waitFor();
    await wizard.locator('tr', { hasText: 'pattern.svg' }).getByText(REFUSED).waitFor();
    expect(await wizard.locator('tr', { hasText: 'pattern.svg' }).getByRole('button', { name: '重试' }).count()).toBe(0);
    // The page's thread is free: a script runs at once.
    expect(await page.evaluate(() => 1 + 1)).toBe(2);
  });

  for (const [what, upload] of [['<use>', bombUpload], ['nested patterns', patternBombUpload]] as const) {
    it(`the designer’s upload refuses one of ${what} with the same words and adds no layer`, async () => {
      const { page, server } = e2e;
      await openDesigner(page, server, '蜜桃爱心', 3);
      await page.getByTestId('designer-upload-input').setInputFiles(upload());
      await message(page, REFUSED).waitFor();
      expect(await rows(page).count()).toBe(3);
      expect(await canvas(page).getAttribute('data-node-count')).toBe('3');
    });
  }

  it('素材库 refuses patterns nested ten deep with the same words, and the page still answers', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/design_assets/maps');
    await page.locator('.asset-card img').first().waitFor();
    await page.getByRole('button', { name: '上传素材' }).click();
    const wizard = page.locator('.upload-wizard');
    await wizard.getByTestId('asset-files').setInputFiles([patternBombUpload()]);
    await wizard.locator('tr', { hasText: 'nested.svg' }).getByText(REFUSED).waitFor();
    expect(await page.evaluate(() => 1 + 1)).toBe(2);
  });
});
