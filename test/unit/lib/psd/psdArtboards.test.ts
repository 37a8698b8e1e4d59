import { readFileSync } from 'node:fs';
import { initializeCanvas, readPsd, writePsd, type Layer as PsdLayer, type Psd } from 'ag-psd';
import { beforeAll, describe, expect, it } from 'vitest';
import { readLayerSection } from '../../../../src/lib/psd/psdSections';
import { MAX_LAYERS_PER_ARTBOARD, isBackgroundName, pixelArtboards, pixelBuffers, planArtboards, type PlannedArtboard } from '../../../../src/lib/psd/psdArtboards';
import { TESTDATA_PSD_DIR, hasTestdata } from '../../../support/testdata';

/** Node has no canvas: ag-psd decodes into plain pixel arrays (useImageData). */
beforeAll(() => {
  initializeCanvas(
    () => {
      throw new Error('no canvas in Node');
    },
    (width, height) => ({ width, height, data: new Uint8ClampedArray(width * height * 4), colorSpace: 'srgb' }) as ImageData,
  );
});

function plan(file: string): PlannedArtboard[] {
  const bytes = new Uint8Array(readFileSync(TESTDATA_PSD_DIR + file));
  const psd = readPsd(bytes, { useImageData: true, skipThumbnail: true, skipCompositeImageData: true });
  return planArtboards(psd, readLayerSection(bytes).records, file.replace(/\.psd$/, ''));
}

const summary = (boards: PlannedArtboard[]) =>
  boards.map((board) => ({ name: board.name, width: board.width, height: board.height, layers: board.layers.map((layer) => layer.name) }));

describe.runIf(hasTestdata('the artboards of real PSDs'))('artboards of real PSDs', () => {
  it('lists the artboards of agpsd-artboards.psd top first, the empty one with no layers', () => {
    expect(summary(plan('agpsd-artboards.psd'))).toEqual([
      { name: 'custom board', width: 598, height: 458, layers: [] },
      { name: 'transparent board', width: 1082, height: 722, layers: ['Layer 2', 'Layer 3'] },
      { name: 'white board', width: 1082, height: 722, layers: ['Layer 1'] },
    ]);
  });

  it('places layers relative to their artboard, bottom first, cut to the artboard', () => {
    const transparent = plan('agpsd-artboards.psd')[1];
    // Layer 2 lies at (121,160)-(1881,419) in the document; the board starts at x 1182, so only its last
    // 699 columns are on the board. Layer 3 lies wholly on it.
    expect(transparent.layers.map(({ left, top, width, height, crop }) => ({ left, top, width, height, crop }))).toEqual([
      { left: 0, top: 160, width: 1881 - 1182, height: 259, crop: { x: 1182 - 121, y: 0, width: 1881 - 1182, height: 259 } },
      { left: 1886 - 1182, top: 365, width: 165, height: 101, crop: undefined },
    ]);
  });

  it('brings each artboard’s background colour: white, transparent (none), its own colour', () => {
    expect(plan('agpsd-artboards.psd').map((board) => [board.name, board.background])).toEqual([
      ['custom board', '#d97575'],
      ['transparent board', null],
      ['white board', '#ffffff'],
    ]);
    expect(plan('psdtools-artboard-bgcolor.psd').map((board) => board.background)).toEqual(['#c85f12', '#126cc8']);
  });

  it('finds the older artb block ag-psd drops (psdtools-artboard.psd)', () => {
    const boards = plan('psdtools-artboard.psd');
    expect(summary(boards)).toEqual([{ name: 'Artboard 1', width: 1154 - 238, height: 1061 - 77, layers: ['Layer 0', 'First Artboard', 'border'] }]);
    const [layer0, text] = boards[0].layers;
    // Layer 0 starts far above and left of the board: cut at the board's corner.
    expect({ left: layer0.left, top: layer0.top, crop: layer0.crop && { x: layer0.crop.x, y: layer0.crop.y } }).toEqual({ left: 0, top: 0, crop: { x: 736 + 238, y: 356 + 77 } });
    // The text layer comes in as its rendered pixels.
    expect(text.text).toBe(true);
    // Its rendered pixels reach past the board: the box is cut to the board.
    expect(text.source.imageData!.width).toBeGreaterThan(text.width);
    expect(text.left).toBeGreaterThanOrEqual(0);
    expect(text.left + text.width).toBe(1154 - 238);
  });

  it('finds two artboards of different sizes (psdtools-artboard-bgcolor.psd)', () => {
    expect(summary(plan('psdtools-artboard-bgcolor.psd'))).toEqual([
      { name: 'Artboard 2', width: 250, height: 550, layers: ['Layer 2'] },
      { name: 'Artboard 1', width: 400, height: 300, layers: ['Layer 1'] },
    ]);
  });

  it('offers a document without artboards whole, skipping hidden layers and flattening groups', () => {
    const [board] = plan('webtoon-example.psd');
    expect(board.name).toBe('webtoon-example');
    expect({ width: board.width, height: board.height }).toEqual({ width: 400, height: 800 });
    const names = board.layers.map((layer) => layer.name);
    expect(names).not.toContain('Layer 2'); // hidden
    expect(names.slice(0, 2)).toEqual(['배경', 'Overflow Horizontal']);
    // The group 그룹 1 (opacity 50 %) flattens into its two layers, which take its opacity.
    const emoji = board.layers.filter((layer) => layer.name === '🤣' || layer.name === '🍎');
    expect(emoji.map((layer) => Math.round(layer.opacity * 100))).toEqual([50, 50]);
    expect(board.layers.find((layer) => layer.name === 'Transculent')?.opacity).toBeCloseTo(128 / 255, 2);
    expect(board.layers.filter((layer) => layer.text).map((layer) => layer.name)).toEqual(['Text layer', '한글텍스트\n나눔바른고딕'.replace('\n', ' '), '∑', '🤣']);
  });

  it('a hidden group hides its children (psdjs-example.psd: only Version A is visible)', () => {
    const [board] = plan('psdjs-example.psd');
    expect(board.layers.map((layer) => layer.name)).toEqual(['Matte', 'Logo_Glyph', 'Make a change and save.']);
  });

  it('skips empty layers and empty groups (psdrb-empty-layer-subgroups.psd)', () => {
    const [board] = plan('psdrb-empty-layer-subgroups.psd');
    expect(board.layers.map((layer) => layer.name)).toEqual(['image']);
  });

  it('reads a file with broken group markers (psdtools-broken-groups.psd)', () => {
    const [board] = plan('psdtools-broken-groups.psd');
    expect(board.layers.map((layer) => layer.name)).toEqual(['kas', 'el sol']);
  });

  it('keeps CJK and emoji names', () => {
    expect(plan('psdtools-layer-name-emoji.psd')[0].layers.map((layer) => layer.name)).toEqual(['👽']);
  });

  it('takes the layer Photoshop named the background as the background: 배경 (webtoon-example.psd), Background (webtoon-CJK.psd)', () => {
    const marked = (file: string) => plan(file)[0].layers.flatMap((layer) => (layer.background ? [layer.name] : []));
    expect(marked('webtoon-example.psd')).toEqual(['배경']);
    expect(marked('webtoon-CJK.psd')).toEqual(['Background']);
    // Files with none mark none.
    expect(plan('agpsd-artboards.psd').flatMap((board) => board.layers.filter((layer) => layer.background))).toEqual([]);
  });
});

describe('a background layer by its name', () => {
  it.each([
    ['Background', true],
    ['background', true],
    [' BACKGROUND ', true],
    ['背景', true],
    [' 背景\t', true],
    ['배경', true],
    ['Background copy', false],
    ['背景 拷贝', false],
    ['Backgrounds', false],
    ['', false],
  ])('%j: %s', (name, expected) => {
    expect(isBackgroundName(name)).toBe(expected);
  });
});

describe('artboards of a made PSD', () => {
  const pixels = (width: number, height: number, alpha = 255) => {
    const data = new Uint8ClampedArray(width * height * 4);
    for (let i = 3; i < data.length; i += 4) data[i] = alpha;
    return { width, height, data } as ImageData;
  };
  const pixel = (name: string, left: number, top: number, extra: Partial<PsdLayer> = {}): PsdLayer => ({
    name,
    left,
    top,
    right: left + 10,
    bottom: top + 10,
    imageData: pixels(10, 10),
    ...extra,
  });

  function roundTrip(psd: Psd): PlannedArtboard[] {
    const bytes = new Uint8Array(writePsd(psd));
    return planArtboards(readPsd(bytes, { useImageData: true }), readLayerSection(bytes).records, 'made');
  }

  it('keeps each layer’s name and its outermost folder within the artboard, which the designer makes a group', () => {
    const boards = roundTrip({
      width: 300,
      height: 200,
      children: [
        {
          name: 'Board',
          artboard: { rect: { top: 0, left: 0, bottom: 200, right: 300 } },
          children: [
            pixel('底图', 10, 10),
            { name: '贴纸组', children: [pixel('星星', 20, 20), { name: '内层', children: [pixel('月亮', 30, 30)] }] },
            { name: '文字组', children: [pixel('标题', 40, 40)] },
            pixel('顶层', 50, 50),
          ],
        },
      ],
    });
    expect(boards[0].layers.map((layer) => [layer.name, layer.folder?.name, layer.folder?.key])).toEqual([
      ['底图', undefined, undefined],
      ['星星', '贴纸组', 0],
      ['月亮', '贴纸组', 0],
      ['标题', '文字组', 1],
      ['顶层', undefined, undefined],
    ]);
  });

  it('flattens a hidden group inside an artboard away, and multiplies nested opacity', () => {
    const boards = roundTrip({
      width: 300,
      height: 200,
      children: [
        {
          name: 'Board',
          artboard: { rect: { top: 0, left: 100, bottom: 200, right: 300 } },
          children: [
            pixel('bottom', 110, 20),
            { name: 'hidden group', hidden: true, children: [pixel('inside hidden', 120, 20)] },
            { name: 'half', opacity: 0.5, children: [pixel('quarter', 130, 20, { opacity: 0.5 }), pixel('hidden one', 140, 20, { hidden: true })] },
            pixel('transparent', 150, 20, { imageData: pixels(10, 10, 0) }),
            pixel('top', 160, 30),
          ],
        },
      ],
    });
    expect(boards).toHaveLength(1);
    expect(boards[0].layers.map((layer) => [layer.name, layer.left, layer.top, Math.round(layer.opacity * 100)])).toEqual([
      ['bottom', 10, 20, 100],
      ['quarter', 30, 20, 25],
      ['top', 60, 30, 100],
    ]);
  });

  it('marks the bottom-most layer named 背景 (in any group) as the background, which hides the artboard’s colour', () => {
    const boards = roundTrip({
      width: 300,
      height: 200,
      children: [
        {
          name: 'Board',
          artboard: { rect: { top: 0, left: 0, bottom: 200, right: 300 }, backgroundType: 1 },
          children: [pixel('under', 10, 20), { name: 'group', children: [pixel(' 背景 ', 0, 0, { right: 300, bottom: 200, imageData: pixels(300, 200) })] }, pixel('背景', 40, 20)],
        },
        { name: 'Plain', artboard: { rect: { top: 0, left: 400, bottom: 200, right: 600 }, backgroundType: 1 }, children: [pixel('top', 410, 20)] },
      ],
    });
    expect(boards.map((board) => [board.name, board.background, board.layers.map((layer) => [layer.name, layer.background === true])])).toEqual([
      ['Plain', '#ffffff', [['top', false]]],
      ['Board', null, [['under', false], [' 背景 ', true], ['背景', false]]],
    ]);
    // The drawing worker draws it covering the canvas, as it comes in.
    expect(pixelArtboards(boards).artboards.find((board) => board.artboard === 1)!.layers.map((layer) => layer.background === true)).toEqual([false, true, false]);
  });

  it('a document with no visible pixels has a 画板 with no layers (the import then says 未找到任何画板)', () => {
    const boards = roundTrip({ width: 50, height: 50, children: [pixel('hidden', 0, 0, { hidden: true })] });
    expect(boards.map((board) => board.layers.length)).toEqual([0]);
  });

  const board = (name: string, rect: { top: number; left: number; bottom: number; right: number }, children: PsdLayer[] = [pixel(`${name} layer`, 0, 0)]): PsdLayer => ({ name, artboard: { rect }, children });

  it('lists an artboard of impossible size without its size or layers, refused for it (file round trip)', () => {
    const boards = roundTrip({
      width: 600,
      height: 600,
      children: [
        board('good', { top: 0, left: 0, bottom: 100, right: 100 }),
        board('inverted', { top: 1000, left: 500, bottom: 0, right: 0 }),
        board('zero', { top: 0, left: 0, bottom: 0, right: 0 }),
        board('huge', { top: -1e15, left: -1e15, bottom: 1e15, right: 1e15 }),
        board('over limit', { top: 0, left: 0, bottom: 100, right: 30001 }),
        board('at limit', { top: 0, left: 0, bottom: 30000, right: 30000 }),
      ],
    });
    expect(boards.map((b) => [b.name, b.width, b.height, b.layers.length, b.refusal?.reason ?? null])).toEqual([
      ['at limit', 30000, 30000, 1, null],
      ['over limit', 0, 0, 0, 'badSize'],
      ['huge', 0, 0, 0, 'badSize'],
      ['zero', 0, 0, 0, 'badSize'],
      ['inverted', 0, 0, 0, 'badSize'],
      ['good', 100, 100, 1, null],
    ]);
  });

  it('refuses a NaN or infinite artboard rect, and skips and counts a layer with no finite place', () => {
    const made: Psd = {
      width: 100,
      height: 100,
      children: [
        board('nan', { top: Number.NaN, left: 0, bottom: 100, right: 100 }),
        board('inf', { top: 0, left: 0, bottom: Number.POSITIVE_INFINITY, right: 100 }),
        board('mixed', { top: 0, left: 0, bottom: 100, right: 100 }, [pixel('fine', 0, 0), pixel('lost', Number.NaN, 0), pixel('far', 0, Number.NEGATIVE_INFINITY)]),
      ],
    };
    const boards = planArtboards(made, null, 'made');
    expect(boards.map((b) => [b.name, b.refusal?.reason ?? null, b.layers.map((l) => l.name), b.skippedLayers])).toEqual([
      ['mixed', null, ['fine'], 2],
      ['inf', 'badSize', [], 0],
      ['nan', 'badSize', [], 0],
    ]);
  });

  it(`takes up to ${MAX_LAYERS_PER_ARTBOARD} layers on an artboard; more are refused with the count, before any is encoded`, () => {
    const layers = (n: number, dx = 0) => Array.from({ length: n }, (_, i) => pixel(`L${i}`, dx + (i % 50), Math.floor(i / 50) % 90));
    const boards = roundTrip({
      width: 200,
      height: 200,
      children: [board('max', { top: 0, left: 0, bottom: 100, right: 100 }, layers(MAX_LAYERS_PER_ARTBOARD)), board('3000', { top: 0, left: 100, bottom: 100, right: 200 }, layers(3000, 100))],
    });
    expect(boards.map((b) => [b.name, b.layers.length, b.refusal ?? null])).toEqual([
      ['3000', 0, { reason: 'tooManyLayers', count: 3000, max: MAX_LAYERS_PER_ARTBOARD }],
      ['max', MAX_LAYERS_PER_ARTBOARD, null],
    ]);
  });

  it('a document without artboards is capped the same way', () => {
    const [whole] = roundTrip({ width: 100, height: 100, children: Array.from({ length: MAX_LAYERS_PER_ARTBOARD + 1 }, (_, i) => pixel(`L${i}`, 0, 0)) });
    expect(whole.refusal).toEqual({ reason: 'tooManyLayers', count: MAX_LAYERS_PER_ARTBOARD + 1, max: MAX_LAYERS_PER_ARTBOARD });
  });

  it('hands the drawing worker the importable artboards with their places in the list, each layer’s own pixels and every buffer once', () => {
    const boards = roundTrip({
      width: 400,
      height: 100,
      children: [
        // Half of "reaching" lies right of its artboard: it is cut, its crop kept.
        board('first', { top: 0, left: 0, bottom: 100, right: 100 }, [pixel('plain', 10, 10), pixel('reaching', 95, 10)]),
        board('empty', { top: 0, left: 200, bottom: 100, right: 300 }, [pixel('hidden', 210, 10, { hidden: true })]),
        board('bad', { top: 0, left: 300, bottom: 0, right: 300 }),
      ],
    });
    expect(boards.map((b) => b.name)).toEqual(['bad', 'empty', 'first']);
    const { artboards } = pixelArtboards(boards);
    const buffers = pixelBuffers(artboards);
    expect(artboards.map((a) => [a.artboard, a.width, a.height, a.layers.length])).toEqual([[2, 100, 100, 2]]);
    const [plain, reaching] = artboards[0]!.layers;
    expect(plain).toMatchObject({ left: 10, top: 10, width: 10, height: 10, opacity: 1, pixels: { width: 10, height: 10 } });
    expect(reaching).toMatchObject({ left: 95, top: 10, width: 5, height: 10, crop: { x: 0, y: 0, width: 5, height: 10 }, pixels: { width: 10, height: 10 } });
    // The very arrays ag-psd decoded into, so moving their buffers leaves the parsing worker none.
    expect(artboards[0]!.layers.map((layer) => layer.pixels.data)).toEqual(boards[2]!.layers.map((layer) => (layer.source.imageData as ImageData).data));
    expect(artboards[0]!.layers.every((layer, i) => layer.pixels.data === boards[2]!.layers[i]!.source.imageData!.data)).toBe(true);
    expect(buffers).toHaveLength(2);
    expect(new Set(buffers).size).toBe(2);
    expect(buffers).toEqual(expect.arrayContaining(artboards[0]!.layers.map((layer) => layer.pixels.data.buffer)));
  });
});
