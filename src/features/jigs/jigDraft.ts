/**
 * The jig form's values as a jig: what the drawing shows while the merchant types, and what 保存 sends. Pure:
 * the numbers are checked by the contract's rules (contract/jigs.ts), the slots made by lib/sheets.
 */
import {
  BLEED_RULE,
  DPI_RULE,
  FILM_DEFAULTS,
  FILM_RULES,
  GRID_RULES,
  JIG_BLEED_DEFAULT_MM,
  JIG_DPI_DEFAULT,
  JIG_MAX_SLOTS,
  JIG_PRESETS,
  SIZE_RULES,
  jigProblem,
  numberProblem,
} from '../../../contract/jigs';
import type { FilmSheet, Jig, JigFields, JigGrid, JigKind, JigSlot } from '../../../contract/jigTypes';
import { ANY_MODEL_UPRIGHT, gridSlots, type SlotSettings } from '../../lib/sheets/jigGrid';

export const CUSTOM_PRESET = 'custom';

/** The form's fields, flat; numbers are undefined while a box is empty. */
export interface JigFormValues {
  name: string;
  kind: JigKind;
  preset: string;
  widthMm?: number;
  heightMm?: number;
  columns?: number;
  rows?: number;
  offsetXMm?: number;
  offsetYMm?: number;
  pitchXMm?: number;
  pitchYMm?: number;
  slotWidthMm?: number;
  slotHeightMm?: number;
  marginMm?: number;
  gapMm?: number;
  allowTurn: boolean;
  bleedMm?: number;
  dpi?: number;
  cutLines: boolean;
}

/** An SVG read for the jig: its file's name, size and slots (lib/sheets/jigSvg.ts). */
export interface SvgSlots {
  fileName: string;
  widthMm: number;
  heightMm: number;
  slots: JigSlot[];
}

export const GRID_FIELDS = Object.keys(GRID_RULES) as Array<keyof JigGrid>;

/** The preset a size is, or 自定义. */
export function presetOf(widthMm: number | undefined, heightMm: number | undefined): string {
  return JIG_PRESETS.find((preset) => preset.widthMm === widthMm && preset.heightMm === heightMm)?.label ?? CUSTOM_PRESET;
}

/** A new jig's form: an A3 grid, bleed and resolution at the spec's defaults, a film sheet's margin and gap ready. */
export function newJigValues(): JigFormValues {
  const a3 = JIG_PRESETS[1]!;
  return {
    name: '',
    kind: 'grid',
    preset: a3.label,
    widthMm: a3.widthMm,
    heightMm: a3.heightMm,
    marginMm: FILM_DEFAULTS.marginMm,
    gapMm: FILM_DEFAULTS.gapMm,
    allowTurn: FILM_DEFAULTS.allowTurn,
    bleedMm: JIG_BLEED_DEFAULT_MM,
    dpi: JIG_DPI_DEFAULT,
    cutLines: true,
  };
}

/** A jig's form as stored (an edit, or a copy before its name changes). */
export function valuesOf(jig: JigFields): JigFormValues {
  const film = jig.film ?? FILM_DEFAULTS;
  return {
    name: jig.name,
    kind: jig.kind,
    preset: presetOf(jig.widthMm, jig.heightMm),
    widthMm: jig.widthMm,
    heightMm: jig.heightMm,
    ...(jig.grid ?? {}),
    marginMm: film.marginMm,
    gapMm: film.gapMm,
    allowTurn: film.allowTurn,
    bleedMm: jig.bleedMm,
    dpi: jig.dpi,
    cutLines: jig.cutLines,
  };
}

export const settingsOf = (slots: readonly JigSlot[]): SlotSettings[] => slots.map(({ phoneModelIds, rotation, mirror }) => ({ phoneModelIds, rotation, mirror }));

export const svgOf = (jig: Jig): SvgSlots | null =>
  jig.kind === 'svg' ? { fileName: jig.svgFileName ?? '', widthMm: jig.widthMm, heightMm: jig.heightMm, slots: jig.slots } : null;

const holds = (value: unknown, rule: Parameters<typeof numberProblem>[1]): value is number => numberProblem(value, rule) === undefined;

/** The grid, once each of its numbers holds alone. */
export function gridOf(values: Partial<JigFormValues>): JigGrid | null {
  const grid: Partial<JigGrid> = {};
  for (const field of GRID_FIELDS) {
    const value = values[field];
    if (!holds(value, GRID_RULES[field])) return null;
    grid[field] = value;
  }
  return grid as JigGrid;
}

function filmOf(values: Partial<JigFormValues>): FilmSheet | null {
  const { marginMm, gapMm } = values;
  return holds(marginMm, FILM_RULES.marginMm) && holds(gapMm, FILM_RULES.gapMm) ? { marginMm, gapMm, allowTurn: values.allowTurn ?? true } : null;
}

export interface JigDraft {
  /** The bed, once both sides hold. */
  size: { widthMm: number; heightMm: number } | null;
  slots: JigSlot[];
  film: FilmSheet | null;
  /** The jig to send, once every field holds (the name is checked by its own field). */
  fields: JigFields | null;
  /** What the fields say together (slots overlapping, out of the bed): shown under the drawing. */
  problem: string | undefined;
}

/** The form as it stands: the bed and slots to draw, and the jig once it holds. */
export function draftOf(values: Partial<JigFormValues>, svg: SvgSlots | null, settings: readonly SlotSettings[]): JigDraft {
  const kind = values.kind ?? 'grid';
  const rules = SIZE_RULES[kind];
  const { widthMm, heightMm } = values;
  const size = holds(widthMm, rules.width) && holds(heightMm, rules.height) ? { widthMm, heightMm } : null;
  const setting = (number: number) => settings[number - 1] ?? ANY_MODEL_UPRIGHT;
  const grid = kind === 'grid' ? gridOf(values) : null;
  // One past the bound, so that the contract says there are too many.
  let slots: JigSlot[] = [];
  if (grid) slots = gridSlots(grid, setting, JIG_MAX_SLOTS + 1);
  else if (kind === 'svg' && svg) slots = svg.slots.map((slot) => ({ ...slot, ...setting(slot.number), phoneModelIds: [...setting(slot.number).phoneModelIds] }));
  const film = kind === 'film' ? filmOf(values) : null;
  const settled = size && holds(values.bleedMm, BLEED_RULE) && holds(values.dpi, DPI_RULE) && (kind !== 'grid' || grid) && (kind !== 'film' || film) && (kind !== 'svg' || svg);
  if (!size || !settled) return { size, slots, film, fields: null, problem: size && kind === 'grid' && grid ? jigProblem({ ...placeholder, kind, ...size, grid, slots }) : undefined };
  const fields: JigFields = {
    name: (values.name ?? '').trim(),
    kind,
    ...size,
    slots,
    grid,
    svgFileName: kind === 'svg' ? svg!.fileName : null,
    film,
    bleedMm: values.bleedMm!,
    dpi: values.dpi!,
    cutLines: values.cutLines ?? true,
  };
  return { size, slots, film, fields, problem: jigProblem(fields) };
}

/** What jigProblem needs beside the kind, the size and the slots, for a draft not yet whole. */
const placeholder: JigFields = { name: '', kind: 'grid', widthMm: 0, heightMm: 0, slots: [], grid: null, svgFileName: null, film: null, bleedMm: 0, dpi: JIG_DPI_DEFAULT, cutLines: true };
