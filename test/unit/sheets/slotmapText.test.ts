import { afterEach, describe, expect, it, vi } from 'vitest';
import { canvasText } from '../../../src/lib/sheets/slotmapText';

/** An OffscreenCanvas whose context records what it is asked to draw; text measures 10 px a character. */
function fakeCanvas() {
  const drawn: { font: string; text: string; x: number; y: number; size: [number, number] }[] = [];
  class FakeCanvas {
    constructor(
      readonly width: number,
      readonly height: number,
    ) {}
    getContext() {
      const canvas = this;
      return {
        font: '',
        fillStyle: '',
        textBaseline: '',
        measureText: (text: string) => ({ width: text.length * 10 }),
        fillText(text: string, x: number, y: number) {
          drawn.push({ font: this.font, text, x, y, size: [canvas.width, canvas.height] });
        },
        getImageData: (_x: number, _y: number, width: number, height: number) => ({ width, height, data: new Uint8ClampedArray(width * height * 4) }),
      };
    }
  }
  vi.stubGlobal('OffscreenCanvas', FakeCanvas);
  return drawn;
}

describe('canvasText', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws one line in the console’s Chinese fonts at the asked resolution, on a canvas as wide as the text', () => {
    const drawn = fakeCanvas();
    const image = canvasText('订单号', { sizePt: 9, pxPerPt: 300 / 72 });
    expect(drawn).toHaveLength(1);
    expect(drawn[0]!.font).toBe("38px 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', sans-serif");
    expect(drawn[0]!.text).toBe('订单号');
    expect([image.width, image.height]).toEqual([30, Math.ceil(38 * 1.3)]);
    expect(drawn[0]!.size).toEqual([30, Math.ceil(38 * 1.3)]);
  });
});
