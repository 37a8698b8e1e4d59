import { describe, expect, it } from 'vitest';
import { taintsCanvas } from '../../../src/lib/canvasSafety';
import { casePng } from '../../support/pngFile';

const svg = (body: string) => new Blob([`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${body}</svg>`], { type: 'image/svg+xml' });

describe('taintsCanvas', () => {
  it('refuses an SVG with <foreignObject>, however it is spelled, without drawing it', async () => {
    expect(await taintsCanvas(svg('<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">字</div></foreignObject>'))).toBe(true);
    expect(await taintsCanvas(svg('<svg:foreignObject/>'))).toBe(true);
    expect(await taintsCanvas(svg('<FOREIGNOBJECT>'))).toBe(true);
    // Sniffed, not named: an untyped file holding one is refused too.
    expect(await taintsCanvas(new Blob(['<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><foreignObject/></svg>']))).toBe(true);
  });

  it('finds the SVG behind a prolog longer than the first 4 KB (a long comment, thousands of blank lines)', async () => {
    const body = '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject/></svg>';
    expect(await taintsCanvas(new Blob([`<?xml version="1.0"?>\n<!-- ${'说明'.repeat(3000)} -->\n${body}`]))).toBe(true);
    expect(await taintsCanvas(new Blob([`${'\n'.repeat(5000)}${body}`]))).toBe(true);
  });

  it('leaves a raster image alone: the merchant’s own file never taints', async () => {
    expect(await taintsCanvas(new Blob([new Uint8Array(casePng(20, 20))], { type: 'image/png' }))).toBe(false);
  });
});
