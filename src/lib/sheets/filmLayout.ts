/**
 * Items → sheets of film (UV-DTF, sublimation paper; issue's "Sheets for film"): no pockets, the designs packed on
 * a sheet of the film's width and at most its length, with maxrects-packer (docs/dependencies.md). One blank kind
 * (material and colour) a sheet, as on a jig, and more sheets as needed; within a kind, copies are packed oldest
 * order first (layout.ts's siftItems), each into the first sheet with room, so the oldest orders are on the
 * first sheet. Each design is its print size at true size, turned 90° where the film allows it and that packs
 * tighter.
 *
 * Room kept between designs, for bleed and crop marks (CROP_MARK in placement.ts, which the PDF draws):
 * - what is packed is each design's bleedBox (its box grown by bleed);
 * - between two bleedBoxes at least gapMm, widened to CROP_MARK's reach less both designs' bleed where that is
 *   more, so that no mark reaches another design's box (a mark may cross a neighbour's bleed, which is cut off);
 *   with the defaults (bleed 1.5, gap 3, marks 3 + 3 mm) the gap is 3 mm as set;
 * - between a bleedBox and the sheet's edge at least marginMm, widened to the marks' reach past the bleed, so
 *   that every mark is on the sheet (4.5 mm with the defaults, within the default 5).
 */
import { MaxRectsPacker, PACKING_LOGIC } from 'maxrects-packer/dist/maxrects-packer.mjs';
import type { Jig } from '../../../contract/jigTypes';
import { siftItems } from './layout';
import { CROP_MARK } from './placement';
import type { Layout, Placement, Sheet, SheetItem } from './types';

/** Packed in hundredths of a millimetre: whole numbers, so sums of sizes kept to 0.1 mm stay exact. */
const UNITS_PER_MM = 100;

/** A length in packing units, rounded up (never closer than asked), a float's 78.1 × 100 = 7809.999… read as 7810. */
const toUnits = (mm: number) => Math.ceil(mm * UNITS_PER_MM - 1e-6);

/** How far a crop mark reaches past its design's edge. */
const MARK_REACH_MM = CROP_MARK.offsetMm + CROP_MARK.lengthMm;

/** The room kept between designs' bleed boxes and from them to the sheet's edge (see the module's comment). */
export function filmSpacing(jig: Pick<Jig, 'film' | 'bleedMm'>): { gapMm: number; marginMm: number } {
  const film = jig.film;
  if (!film) throw new Error('filmSpacing: not a film sheet');
  return {
    gapMm: Math.max(film.gapMm, MARK_REACH_MM - 2 * jig.bleedMm, 0),
    marginMm: Math.max(film.marginMm, MARK_REACH_MM - jig.bleedMm, 0),
  };
}

interface Packed {
  item: SheetItem;
  copy: number;
}

/**
 * Lays items out on film sheets: jig.widthMm across and at most jig.heightMm long. Items without a print size
 * are listed as 'noPrintSize'; a design that fits no sheet even turned (where turns are allowed) as
 * 'fitsNoSlot'. Each sheet's heightMm is the length it uses: its lowest design's bleed box plus the margin, at
 * most the film's length. A placement's slot numbers the sheet's designs in packing order from 1; its rotation
 * is 90 when the design was turned; film is never mirrored (FilmSheet has no such setting).
 */
export function layoutOnFilm(items: readonly SheetItem[], jig: Jig): Layout {
  if (jig.kind !== 'film' || !jig.film) throw new Error('layoutOnFilm: not a film sheet');
  const bleed = jig.bleedMm;
  const { gapMm, marginMm } = filmSpacing(jig);
  const border = toUnits(marginMm);
  const padding = toUnits(gapMm);
  const sheetWidth = Math.floor(jig.widthMm * UNITS_PER_MM + 1e-6);
  const sheetLength = Math.floor(jig.heightMm * UNITS_PER_MM + 1e-6);
  const inner = { width: sheetWidth - 2 * border, height: sheetLength - 2 * border };
  const allowRotation = jig.film.allowTurn;
  const fitsSheet = (width: number, height: number) =>
    (width <= inner.width && height <= inner.height) || (allowRotation && height <= inner.width && width <= inner.height);

  const bleedBoxUnits = (size: { widthMm: number; heightMm: number }) => ({ width: toUnits(size.widthMm + 2 * bleed), height: toUnits(size.heightMm + 2 * bleed) });
  const { notPlaced, kinds } = siftItems(items, (item) => {
    const box = bleedBoxUnits(item.printSize!);
    return fitsSheet(box.width, box.height);
  });
  const packers = kinds.map((kind) => {
    // A fixed bin (smart off) the film's size, filled across before down: the used length stays short.
    const packer = new MaxRectsPacker(sheetWidth, sheetLength, padding, { smart: false, pot: false, square: false, allowRotation, border, logic: PACKING_LOGIC.FILL_WIDTH });
    for (const item of kind) {
      const box = bleedBoxUnits(item.printSize!);
      for (let copy = 1; copy <= item.copies; copy++) packer.add(box.width, box.height, { item, copy } satisfies Packed);
    }
    return packer;
  });

  const sheets: Sheet[] = [];
  for (const packer of packers) {
    for (const bin of packer.bins) {
      const placements: Placement[] = bin.rects.map((rect, index) => {
        const { item, copy } = rect.data as Packed;
        const size = item.printSize!;
        const turned = rect.rot === true;
        return {
          item,
          copy,
          slot: index + 1,
          box: {
            xMm: rect.x / UNITS_PER_MM + bleed,
            yMm: rect.y / UNITS_PER_MM + bleed,
            widthMm: turned ? size.heightMm : size.widthMm,
            heightMm: turned ? size.widthMm : size.heightMm,
          },
          rotation: turned ? 90 : 0,
          mirror: false,
          bleedMm: bleed,
        };
      });
      const first = placements[0]!.item;
      const lowest = Math.max(...placements.map((placement) => placement.box.yMm + placement.box.heightMm + bleed));
      sheets.push({
        number: sheets.length + 1,
        materialName: first.materialName,
        colorName: first.colorName,
        materialId: first.materialId,
        colorId: first.colorId,
        placements,
        heightMm: Math.min(jig.heightMm, lowest + marginMm),
      });
    }
  }
  return { sheets, notPlaced };
}
