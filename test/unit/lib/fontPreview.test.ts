// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FontPreviewError, PREVIEW_FONT_SIZE, previewBox, renderFontPreviews } from '../../../src/lib/fontPreview';
import { MSG } from '../../../src/messages';

// Drawing needs a real canvas and font engine: the end-to-end test (fontsLibrary.e2e.ts) checks the
// PNGs. Here: the canvas geometry, and that every failure becomes a FontPreviewError whose reason picks
// the spec's message (a character the font lacks, or a font that cannot draw), and never leaves a face
// behind in document.fonts.

const sans = readFileSync(join(__dirname, '../../../fixtures/fonts/NotoSansCJKsc-subset.otf'));

const metrics = (m: Partial<TextMetrics>) => ({
  width: 0,
  actualBoundingBoxLeft: 0,
  actualBoundingBoxRight: 0,
  actualBoundingBoxAscent: 0,
  actualBoundingBoxDescent: 0,
  ...m,
});

describe('previewBox', () => {
  it('fits four 32 px ideographs with 4 px of padding on each side', () => {
    const box = previewBox(metrics({ width: 128, actualBoundingBoxRight: 127.5, actualBoundingBoxAscent: 28.3, actualBoundingBoxDescent: 3.1 }));
    expect(box).toEqual({ width: 136, height: 29 + 4 + 8, x: 4, y: 33 });
  });

  it('keeps a full line of height for a flat name', () => {
    const box = previewBox(metrics({ width: 32, actualBoundingBoxRight: 30, actualBoundingBoxAscent: 2, actualBoundingBoxDescent: -1 }))!;
    expect(box.height).toBeGreaterThanOrEqual(PREVIEW_FONT_SIZE);
  });

  it('makes room for ink left of the origin and past the advance', () => {
    const box = previewBox(metrics({ width: 40, actualBoundingBoxLeft: 3.2, actualBoundingBoxRight: 44.1, actualBoundingBoxAscent: 40, actualBoundingBoxDescent: 10 }));
    expect(box).toEqual({ width: 4 + 45 + 8, height: 40 + 10 + 8, x: 8, y: 44 });
  });

  it('has nothing to draw for an empty measurement', () => {
    expect(previewBox(metrics({}))).toBeNull();
  });
});

describe('renderFontPreviews failures', () => {
  const fonts = { add: vi.fn(), delete: vi.fn() };
  let loadResult: () => Promise<unknown>;
  const constructed: unknown[] = [];

  beforeEach(() => {
    constructed.length = 0;
    fonts.add.mockReset();
    fonts.delete.mockReset();
    loadResult = () => Promise.resolve();
    vi.stubGlobal(
      'FontFace',
      class {
        constructor(readonly family: string) {
          constructed.push(this);
        }
        load() {
          return loadResult();
        }
      },
    );
    Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);

  it('says 生成字体预览图失败 (unusable-font) when the face does not load, and adds nothing', async () => {
    loadResult = () => Promise.reject(new DOMException('A network error occurred.', 'NetworkError'));
    const error = await failure(renderFontPreviews(new Blob([sans.subarray(0, 200)]), '思源黑体'));
    expect(error).toBeInstanceOf(FontPreviewError);
    expect(error).toMatchObject({ reason: 'unusable-font', message: MSG.fonts.previewFailed });
    expect((error as Error).cause).toBeInstanceOf(DOMException);
    expect(fonts.add).not.toHaveBeenCalled();
  });

  it('says 填入的字体没有找到对应的字形 (missing-glyphs) for a name the font has no glyph for, before loading it', async () => {
    const error = await failure(renderFontPreviews(new Blob([sans]), '龘 龍龘体'));
    expect(error).toBeInstanceOf(FontPreviewError);
    expect(error).toMatchObject({ reason: 'missing-glyphs', message: MSG.fonts.missingGlyphs, missing: ['龘', '龍'] });
    expect(constructed).toHaveLength(0);
  });

  it('removes the face again when drawing fails after it was added', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    await expect(renderFontPreviews(new Blob([sans]), '思源黑体')).rejects.toMatchObject({ reason: 'unusable-font', message: MSG.fonts.previewFailed });
    expect(fonts.add).toHaveBeenCalledTimes(1);
    expect(fonts.delete).toHaveBeenCalledWith(fonts.add.mock.calls[0]![0]);
  });

  it('gives each call its own family name', async () => {
    loadResult = () => Promise.reject(new Error('bad'));
    await renderFontPreviews(new Blob([sans]), '思源').catch(() => undefined);
    await renderFontPreviews(new Blob([sans]), '思源').catch(() => undefined);
    const families = constructed.map((face) => (face as { family: string }).family);
    expect(new Set(families).size).toBe(2);
  });
});
