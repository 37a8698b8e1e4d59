import { describe, expect, it } from 'vitest';
import { filmSpacing, layoutOnFilm } from '../../../src/lib/sheets/filmLayout';
import { bleedBox, cropMarks } from '../../../src/lib/sheets/placement';
import type { BoxMm, Layout, SheetItem } from '../../../src/lib/sheets/types';
import { random } from '../../bench/modelMatchData';
import { filmJig, sheetItem } from './fixtures';

const items = (count: number, change: Partial<SheetItem> = {}) => Array.from({ length: count }, () => sheetItem(change));
const boxes = (layout: Layout) => layout.sheets.map((sheet) => sheet.placements.map((placement) => placement.box));

describe('layoutOnFilm', () => {
  it('packs designs across the film first, their bleed boxes the gap apart and the margin from the edge, the sheet as long as it is used', () => {
    const ten = items(10);
    const layout = layoutOnFilm(ten, filmJig(600, 1000, { allowTurn: false }));
    expect(layout.notPlaced).toEqual([]);
    expect(layout.sheets).toHaveLength(1);
    const [sheet] = layout.sheets;
    // 81 × 159 mm bleed boxes, 3 mm apart: seven across 590 mm (7 × 81 + 6 × 3 = 585), three below.
    expect(sheet!.placements.map((placement) => [placement.box.xMm, placement.box.yMm])).toEqual([
      ...[0, 1, 2, 3, 4, 5, 6].map((column) => [6.5 + column * 84, 6.5]),
      ...[0, 1, 2].map((column) => [6.5 + column * 84, 6.5 + 162]),
    ]);
    expect(sheet!.placements.map((placement) => [placement.slot, placement.item.key, placement.copy, placement.rotation, placement.mirror, placement.bleedMm])).toEqual(
      ten.map((item, index) => [index + 1, item.key, 1, 0, false, 1.5]),
    );
    expect(sheet).toMatchObject({ number: 1, materialName: '透明 TPU', colorName: '透明', materialId: 'mat-tpu', colorId: 'c-clear', heightMm: 5 + 159 + 3 + 159 + 5 });
  });

  it('turns designs 90° where the film allows it and that packs shorter', () => {
    const four = items(4);
    const upright = layoutOnFilm(four, filmJig(170, 1000, { allowTurn: false }));
    expect(upright.sheets[0]!.heightMm).toBe(5 + 4 * 159 + 3 * 3 + 5);
    expect(upright.sheets[0]!.placements.every((placement) => placement.rotation === 0)).toBe(true);
    const turned = layoutOnFilm(four, filmJig(170, 1000, { allowTurn: true }));
    expect(turned.sheets[0]!.heightMm).toBe(5 + 4 * 81 + 3 * 3 + 5);
    expect(turned.sheets[0]!.placements.map((placement) => [placement.rotation, placement.box])).toEqual(
      [0, 1, 2, 3].map((row) => [90, { xMm: 6.5, yMm: 6.5 + row * 84, widthMm: 156, heightMm: 78 }]),
    );
  });

  it('starts another sheet of the same blank when the film is used to its length, oldest orders on the first', () => {
    const four = items(2, { copies: 2 });
    const layout = layoutOnFilm([...four].reverse(), filmJig(170, 400, { allowTurn: false }));
    expect(layout.sheets.map((sheet) => [sheet.number, sheet.heightMm, sheet.placements.map((placement) => `${placement.slot}:${placement.item.orderItemId}/${placement.copy}`)])).toEqual([
      [1, 331, [`1:${four[0]!.orderItemId}/1`, `2:${four[0]!.orderItemId}/2`]],
      [2, 331, [`1:${four[1]!.orderItemId}/1`, `2:${four[1]!.orderItemId}/2`]],
    ]);
  });

  it('gives each blank kind sheets of its own', () => {
    const layout = layoutOnFilm([sheetItem(), sheetItem({ materialId: 'mat-pc', materialName: '磨砂 PC' }), sheetItem()], filmJig(600, 1000));
    expect(layout.sheets.map((sheet) => [sheet.number, sheet.materialName, sheet.placements.length])).toEqual([
      [1, '透明 TPU', 2],
      [2, '磨砂 PC', 1],
    ]);
  });

  it('lists a design larger than the film, even turned, and one without a print size', () => {
    const huge = sheetItem({ copies: 2, printSize: { widthMm: 200, heightMm: 300 } });
    const none = sheetItem({ printSize: null });
    const turnable = sheetItem({ printSize: { widthMm: 250, heightMm: 150 } });
    const layout = layoutOnFilm([huge, none, turnable], filmJig(170, 400));
    expect(layout.notPlaced).toEqual([
      { item: huge, copies: 2, reason: 'fitsNoSlot' },
      { item: none, copies: 1, reason: 'noPrintSize' },
    ]);
    expect(boxes(layout)).toEqual([[{ xMm: 6.5, yMm: 6.5, widthMm: 150, heightMm: 250 }]]);
    expect(layoutOnFilm([turnable], filmJig(170, 400, { allowTurn: false })).notPlaced).toEqual([{ item: turnable, copies: 1, reason: 'fitsNoSlot' }]);
  });

  it('widens the gap and the margin where crop marks need the room, so no mark reaches another design', () => {
    expect(filmSpacing(filmJig(600, 1000, { gapMm: 3, marginMm: 5 }, 1.5))).toEqual({ gapMm: 3, marginMm: 5 });
    expect(filmSpacing(filmJig(600, 1000, { gapMm: 3, marginMm: 5 }, 0))).toEqual({ gapMm: 6, marginMm: 6 });
    expect(filmSpacing(filmJig(600, 1000, { gapMm: 8, marginMm: 10 }, 0))).toEqual({ gapMm: 8, marginMm: 10 });
    const noBleed = layoutOnFilm(items(2), filmJig(600, 1000, { allowTurn: false }, 0));
    expect(boxes(noBleed)).toEqual([
      [
        { xMm: 6, yMm: 6, widthMm: 78, heightMm: 156 },
        { xMm: 90, yMm: 6, widthMm: 78, heightMm: 156 },
      ],
    ]);
    expect(noBleed.sheets[0]!.heightMm).toBe(6 + 156 + 6);
  });

  it('refuses a jig that is not a film sheet', () => {
    expect(() => layoutOnFilm(items(1), { ...filmJig(600, 1000), kind: 'grid', film: null })).toThrow(/not a film sheet/);
  });
});

/** Two boxes share no area (touching edges is apart). */
const apart = (a: BoxMm, b: BoxMm, gap = 0) =>
  a.xMm + a.widthMm + gap <= b.xMm + 1e-6 || b.xMm + b.widthMm + gap <= a.xMm + 1e-6 || a.yMm + a.heightMm + gap <= b.yMm + 1e-6 || b.yMm + b.heightMm + gap <= a.yMm + 1e-6;

const within = (box: BoxMm, left: number, top: number, right: number, bottom: number) =>
  box.xMm >= left - 1e-6 && box.yMm >= top - 1e-6 && box.xMm + box.widthMm <= right + 1e-6 && box.yMm + box.heightMm <= bottom + 1e-6;

/** A line's bounding box: a mark is horizontal or vertical. */
const lineBox = (mark: { x1: number; y1: number; x2: number; y2: number }): BoxMm => ({
  xMm: Math.min(mark.x1, mark.x2),
  yMm: Math.min(mark.y1, mark.y2),
  widthMm: Math.abs(mark.x2 - mark.x1),
  heightMm: Math.abs(mark.y2 - mark.y1),
});

describe('layoutOnFilm on random designs and films (a seeded property test)', () => {
  it('places every copy once or lists it, inside the margins, nothing overlapping, the gap kept, no crop mark on another design', () => {
    const next = random(52);
    const between = (low: number, high: number, step = 0.1) => Math.round((low + next() * (high - low)) / step) * step;
    for (let round = 0; round < 100; round++) {
      const film = { marginMm: between(0, 10, 0.5), gapMm: between(0, 8, 0.5), allowTurn: next() < 0.6 };
      const jig = filmJig(between(150, 700, 1), between(200, 1500, 1), film, between(0, 3, 0.5));
      const ticked = Array.from({ length: 1 + Math.floor(next() * 25) }, () =>
        sheetItem({
          copies: 1 + Math.floor(next() * 4),
          materialId: `mat-${Math.floor(next() * 3)}`,
          printSize: next() < 0.05 ? null : { widthMm: between(20, 260), heightMm: between(20, 420) },
          orderCreatedAt: Math.floor(next() * 10) * 60_000,
        }),
      );
      const layout = layoutOnFilm(ticked, jig);
      const { gapMm, marginMm } = filmSpacing(jig);
      const context = `round ${round}`;
      expect(gapMm, context).toBeGreaterThanOrEqual(film.gapMm);
      expect(marginMm, context).toBeGreaterThanOrEqual(film.marginMm);

      // Every copy placed exactly once, or the whole item listed with its reason.
      for (const item of ticked) {
        const copies = layout.sheets.flatMap((sheet) => sheet.placements.filter((placement) => placement.item === item).map((placement) => placement.copy));
        const listed = layout.notPlaced.filter((entry) => entry.item === item);
        if (listed.length > 0) {
          expect(copies, context).toEqual([]);
          expect(listed, context).toEqual([{ item, copies: item.copies, reason: item.printSize ? 'fitsNoSlot' : 'noPrintSize' }]);
          if (item.printSize) {
            const inner = { width: jig.widthMm - 2 * marginMm, length: jig.heightMm - 2 * marginMm };
            const side = (mm: number) => mm + 2 * jig.bleedMm;
            const fits = (w: number, h: number) => side(w) <= inner.width + 0.01 && side(h) <= inner.length + 0.01;
            const { widthMm, heightMm } = item.printSize;
            expect(fits(widthMm - 0.02, heightMm - 0.02) || (film.allowTurn && fits(heightMm - 0.02, widthMm - 0.02)), `${context}: listed but fits`).toBe(false);
          }
        } else {
          expect([...copies].sort((a, b) => a - b), context).toEqual(Array.from({ length: item.copies }, (_, index) => index + 1));
        }
      }

      layout.sheets.forEach((sheet, index) => {
        expect(sheet.number, context).toBe(index + 1);
        expect(sheet.heightMm, context).toBeLessThanOrEqual(jig.heightMm);
        expect(new Set(sheet.placements.map((placement) => placement.item.materialId)).size, context).toBe(1);
        expect(sheet.placements.map((placement) => placement.slot), context).toEqual(sheet.placements.map((_, slot) => slot + 1));
        const bleeds = sheet.placements.map((placement) => bleedBox(placement));
        sheet.placements.forEach((placement, i) => {
          const size = placement.item.printSize!;
          const turned = placement.rotation === 90;
          expect(turned && !film.allowTurn, context).toBe(false);
          expect([placement.box.widthMm, placement.box.heightMm], context).toEqual(turned ? [size.heightMm, size.widthMm] : [size.widthMm, size.heightMm]);
          expect(placement.mirror, context).toBe(false);
          expect(within(bleeds[i]!, marginMm, marginMm, jig.widthMm - marginMm, sheet.heightMm - marginMm), `${context}: inside the margins`).toBe(true);
          for (let j = i + 1; j < bleeds.length; j++) expect(apart(bleeds[i]!, bleeds[j]!, gapMm), `${context}: ${i + 1} and ${j + 1} the gap apart`).toBe(true);
          for (const mark of cropMarks(placement.box)) {
            const line = lineBox(mark);
            expect(within(line, 0, 0, jig.widthMm, sheet.heightMm), `${context}: mark on the sheet`).toBe(true);
            sheet.placements.forEach((other, j) => {
              if (j !== i) expect(apart(line, other.box), `${context}: a mark of ${i + 1} on ${j + 1}`).toBe(true);
            });
          }
        });
      });
    }
  });
});
