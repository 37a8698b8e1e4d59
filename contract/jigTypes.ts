/**
 * A printer's jig (打印治具) or a film sheet, as the jig screen keeps it and a layout reads it: an extension
 * of the admin API (ROUTES.md "Print jigs"). All lengths are millimetres from the bed's top-left corner,
 * x to the right and y down, as a flatbed's origin and an SVG's are. The wire schema and the rules a jig
 * must keep (slots inside the bed, none overlapping, the bounds of bleed and resolution) are in jigs.ts;
 * these are the shapes alone, so that the layout code can read a jig without loading valibot.
 */

/** A slot's turn, clockwise, of the design placed in it (spec: 0/90/180/270). */
export type SlotRotation = 0 | 90 | 180 | 270;

/** One pocket of a jig: a box on the bed and what goes in it. */
export interface JigSlot {
  /** 1-based: a grid's left to right, then top to bottom; an SVG's from its ids S1…Sn. */
  number: number;
  xMm: number;
  yMm: number;
  widthMm: number;
  heightMm: number;
  /** The phone models (catalogue ids) the slot takes; empty takes any. */
  phoneModelIds: string[];
  rotation: SlotRotation;
  /** Mirrored left to right after the turn (transfer printing prints the design reversed). */
  mirror: boolean;
  /** An SVG slot's own outline in mm (an SVG path's d), drawn on the jig; absent for a grid's rectangles. */
  outline?: string;
}

/** How a grid jig's slots were made; kept so that the form shows what was typed, not only the result. */
export interface JigGrid {
  columns: number;
  rows: number;
  /** The first slot's top-left corner. */
  offsetXMm: number;
  offsetYMm: number;
  /** From one slot's left (top) edge to the next one's. */
  pitchXMm: number;
  pitchYMm: number;
  slotWidthMm: number;
  slotHeightMm: number;
}

/** A film sheet (UV-DTF, sublimation paper): designs packed, no pockets. */
export interface FilmSheet {
  marginMm: number;
  gapMm: number;
  /** Designs may be turned 90° to pack tighter. */
  allowTurn: boolean;
}

export type JigKind = 'grid' | 'svg' | 'film';

export interface JigFields {
  name: string;
  kind: JigKind;
  /** The jig's or bed's size; for a film sheet its width and its greatest length. */
  widthMm: number;
  heightMm: number;
  /** For 'grid' and 'svg': the slots, numbered from 1. For 'film': empty. */
  slots: JigSlot[];
  /** For 'grid' only. */
  grid: JigGrid | null;
  /** For 'svg' only: the file's name as it was read, to show where the slots came from. */
  svgFileName: string | null;
  /** For 'film' only. */
  film: FilmSheet | null;
  /** How far each design is scaled about its centre to reach past its edges (default 1.5; 0 allowed). */
  bleedMm: number;
  /** The sheet's resolution for the TIFF (default 300, 150–1440). */
  dpi: number;
  /** A CutContour outline of each design in the PDF. */
  cutLines: boolean;
}

export interface Jig extends JigFields {
  id: string;
  /** ms timestamp of the last save; a save naming an older one is refused (two tabs). */
  updatedAt: number;
}
