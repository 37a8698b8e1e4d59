/**
 * Printers' jigs (打印治具) and film sheets on the wire (ROUTES.md "Print jigs", an extension of the admin API):
 * the rules a jig keeps, each with its Chinese text written once here, read by the jig screen's form as the
 * merchant types and by the dev API's body schema on receipt. The shapes alone are jigTypes.ts, which the
 * layout reads without valibot.
 *
 * Lengths are millimetres to 0.1 mm where a merchant types them (a pocket's edge is not held finer); slot
 * boxes are kept as computed (a grid's sums, an SVG's shapes) and only checked to lie on the bed, apart.
 */
import * as v from 'valibot';
import { JIG_NAME_LIMIT } from './names';
import { at, field, nameSchema } from './wire';

/**
 * The largest side of a jig or film sheet. The largest UV flatbeds in print shops are about 2.5 × 1.3 m and a
 * film sheet is cut from the roll at a length the RIP can hold as one job; 3000 mm is past both, so a real
 * bed always fits, and a slip of the keyboard (30000 for 300) is refused rather than drawn as a bed 30 m long.
 */
export const JIG_MAX_MM = 3000;
/** Sides, offsets, pitches, bleed, margin and gap are kept to 0.1 mm: finer than a pocket or a cutter holds. */
export const JIG_MM_DECIMALS = 1;
/** Spec: bleed defaults to 1.5 mm, 0 allowed. Above 10 mm a design would be scaled past any case's edge by far. */
export const JIG_BLEED_DEFAULT_MM = 1.5;
export const JIG_BLEED_MAX_MM = 10;
/** Spec: the sheet's resolution, 300 dpi by default, 150–1440 (a UV printer's finest pass). */
export const JIG_DPI_DEFAULT = 300;
export const JIG_DPI_MIN = 150;
export const JIG_DPI_MAX = 1440;
/**
 * The most slots a jig holds. A 600 × 900 mm bed of the smallest cases holds about 60; 500 leaves room for
 * small items while bounding the overlap check (every pair: 125,000 at most) and the drawing.
 */
export const JIG_MAX_SLOTS = 500;
/** A film sheet's margin and gap (spec: 5 and 3 mm by default); 100 mm is past any use of either. */
export const FILM_MARGIN_DEFAULT_MM = 5;
export const FILM_GAP_DEFAULT_MM = 3;
export const FILM_SPACING_MAX_MM = 100;
/** An SVG slot's outline as path data: room for a traced pocket of a few hundred curves, no more. */
export const JIG_OUTLINE_MAX_CHARS = 20_000;
/** A slot's list of models: more than a catalogue shows in one picker. */
export const JIG_SLOT_MODELS_MAX = 500;
/** A jig SVG file's largest size, checked before it is read: a jig of a few hundred slots is tens of kilobytes. */
export const JIG_SVG_MAX_BYTES = 2 * 1024 * 1024;

/** The spec's presets, in the form's order. */
export const JIG_PRESETS: ReadonlyArray<{ label: string; widthMm: number; heightMm: number }> = [
  { label: 'A4', widthMm: 210, heightMm: 297 },
  { label: 'A3', widthMm: 297, heightMm: 420 },
  { label: '400 × 600', widthMm: 400, heightMm: 600 },
  { label: '600 × 900', widthMm: 600, heightMm: 900 },
];

export const JIG_KINDS: readonly JigKind[] = ['grid', 'svg', 'film'];
export const SLOT_ROTATIONS: readonly SlotRotation[] = [0, 90, 180, 270];

/** How a number a merchant types is held: its bounds, whether whole, and the words its refusals use. */
export interface NumberRule {
  label: string;
  min: number;
  /** True: the number must be above `min` (a size); false: `min` itself is allowed (an offset, bleed). */
  aboveMin: boolean;
  max: number;
  /** 毫米 for lengths, '' for counts and dpi. */
  unit: string;
  integer?: boolean;
}

const mm = (label: string, min: number, aboveMin: boolean, max: number): NumberRule => ({ label, min, aboveMin, max, unit: '毫米' });
const count = (label: string, max: number): NumberRule => ({ label, min: 1, aboveMin: false, max, unit: '', integer: true });

/** The jig's or sheet's size; a film sheet's height is its greatest length. */
export const SIZE_RULES = {
  grid: { width: mm('治具宽度', 0, true, JIG_MAX_MM), height: mm('治具高度', 0, true, JIG_MAX_MM) },
  svg: { width: mm('治具宽度', 0, true, JIG_MAX_MM), height: mm('治具高度', 0, true, JIG_MAX_MM) },
  film: { width: mm('胶片宽度', 0, true, JIG_MAX_MM), height: mm('胶片最大长度', 0, true, JIG_MAX_MM) },
} as const satisfies Record<JigKind, { width: NumberRule; height: NumberRule }>;

export const BLEED_RULE = mm('出血', 0, false, JIG_BLEED_MAX_MM);
export const DPI_RULE: NumberRule = { label: '分辨率', min: JIG_DPI_MIN, aboveMin: false, max: JIG_DPI_MAX, unit: 'dpi', integer: true };

export const GRID_RULES = {
  columns: count('列数', JIG_MAX_SLOTS),
  rows: count('行数', JIG_MAX_SLOTS),
  offsetXMm: mm('首个槽位左边距', 0, false, JIG_MAX_MM),
  offsetYMm: mm('首个槽位上边距', 0, false, JIG_MAX_MM),
  pitchXMm: mm('横向间距', 0, true, JIG_MAX_MM),
  pitchYMm: mm('纵向间距', 0, true, JIG_MAX_MM),
  slotWidthMm: mm('槽位宽度', 0, true, JIG_MAX_MM),
  slotHeightMm: mm('槽位高度', 0, true, JIG_MAX_MM),
} as const satisfies Record<keyof JigGrid, NumberRule>;

export const FILM_RULES = {
  marginMm: mm('边距', 0, false, FILM_SPACING_MAX_MM),
  gapMm: mm('间距', 0, false, FILM_SPACING_MAX_MM),
} as const satisfies Record<'marginMm' | 'gapMm', NumberRule>;

/** Every refusal of a jig that is not one number's (numberProblem's are built from its rule). */
export const JIG_TEXTS = {
  nameRequired: '请填写治具名称',
  kind: '治具类型只能是网格、SVG 或胶片',
  cutLines: '切割线开关必须是布尔值',
  gridRequired: '请填写网格的行列、边距、间距和槽位尺寸',
  pitchXTooSmall: '横向间距不能小于槽位宽度，否则相邻槽位会重叠',
  pitchYTooSmall: '纵向间距不能小于槽位高度，否则相邻槽位会重叠',
  gridSlotCount: '网格的槽位数与行数 × 列数不一致',
  gridSlotsMoved: '网格的槽位位置或尺寸与网格设置不一致',
  filmRequired: '请填写胶片的边距、间距和是否允许旋转',
  filmMarginTooLarge: '边距过大，胶片上没有可以排版的地方',
  filmHasSlots: '胶片按设计自动排列，不使用槽位',
  noSlots: '至少需要一个槽位',
  tooManySlots: `槽位不能超过${JIG_MAX_SLOTS}个`,
  slotNumbers: '槽位必须从1开始依次编号',
  slotOutside: (slot: number) => `槽位${slot}超出治具范围`,
  slotsOverlap: (a: number, b: number) => `槽位${a}与槽位${b}重叠`,
  rotation: '旋转角度只能是0、90、180或270度',
  slotModels: '适用型号必须是型号 id 的列表',
  slotModelsTooMany: `每个槽位最多指定${JIG_SLOT_MODELS_MAX}个型号`,
  outline: '槽位轮廓必须是 SVG 路径数据',
  svgFileName: 'SVG 文件名必须是不超过255个字符的文字',
} as const;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** The first rule `value` breaks (required, a number, whole, the bounds, 0.1 mm), or undefined. */
export function numberProblem(value: unknown, rule: NumberRule): string | undefined {
  const { label, min, max, unit } = rule;
  if (isEmpty(value)) return `请填写${label}`;
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${label}必须是数字`;
  if (rule.integer && !Number.isInteger(value)) return `${label}必须是整数`;
  if (rule.aboveMin ? value <= min : value < min) {
    if (rule.aboveMin) return min === 0 ? `${label}必须大于0` : `${label}必须大于${min}${unit}`;
    return min === 0 ? `${label}不能为负数` : `${label}不能小于${min}${unit}`;
  }
  if (value > max) return `${label}不能超过${max}${unit}`;
  if (!rule.integer && unit === '毫米') {
    const scaled = value * 10 ** JIG_MM_DECIMALS;
    if (Math.abs(scaled - Math.round(scaled)) > 1e-6) return `${label}最多保留${JIG_MM_DECIMALS}位小数`;
  }
  return undefined;
}

/** A grid whose every number holds: whether the pitch leaves each slot its room (the form's second pass). */
export function gridPitchProblem(grid: JigGrid): { field: 'pitchXMm' | 'pitchYMm'; message: string } | undefined {
  if (grid.columns > 1 && grid.pitchXMm < grid.slotWidthMm) return { field: 'pitchXMm', message: JIG_TEXTS.pitchXTooSmall };
  if (grid.rows > 1 && grid.pitchYMm < grid.slotHeightMm) return { field: 'pitchYMm', message: JIG_TEXTS.pitchYTooSmall };
  return undefined;
}

/** Rounding of computed boxes (an SVG's shapes) leaves hundredths: slots that touch must not read as overlapping. */
const SLOT_TOLERANCE_MM = 0.005;

/**
 * The first slot that leaves the bed, else the first pair that overlaps (lowest numbers first), else
 * undefined. Slots that only touch along an edge do not overlap. The boxes are what a layout centres each
 * design in, so an SVG's round pockets are checked by their boxes too.
 */
export function slotsProblem(slots: readonly Pick<JigSlot, 'number' | 'xMm' | 'yMm' | 'widthMm' | 'heightMm'>[], widthMm: number, heightMm: number): string | undefined {
  for (const slot of slots) {
    const inside =
      slot.xMm >= -SLOT_TOLERANCE_MM &&
      slot.yMm >= -SLOT_TOLERANCE_MM &&
      slot.xMm + slot.widthMm <= widthMm + SLOT_TOLERANCE_MM &&
      slot.yMm + slot.heightMm <= heightMm + SLOT_TOLERANCE_MM;
    if (!inside) return JIG_TEXTS.slotOutside(slot.number);
  }
  for (let i = 0; i < slots.length; i++) {
    const a = slots[i]!;
    for (let j = i + 1; j < slots.length; j++) {
      const b = slots[j]!;
      const across = Math.min(a.xMm + a.widthMm, b.xMm + b.widthMm) - Math.max(a.xMm, b.xMm);
      const down = Math.min(a.yMm + a.heightMm, b.yMm + b.heightMm) - Math.max(a.yMm, b.yMm);
      if (across > SLOT_TOLERANCE_MM && down > SLOT_TOLERANCE_MM) return JIG_TEXTS.slotsOverlap(Math.min(a.number, b.number), Math.max(a.number, b.number));
    }
  }
  return undefined;
}

/** What the fields say together, once each holds alone: the kind's settings, the slots' numbering, room and overlap. */
export function jigProblem(jig: JigFields): string | undefined {
  if (jig.kind === 'film') {
    if (!jig.film) return JIG_TEXTS.filmRequired;
    const margin = jig.film.marginMm * 2;
    if (margin >= jig.widthMm || margin >= jig.heightMm) return JIG_TEXTS.filmMarginTooLarge;
    return jig.slots.length > 0 ? JIG_TEXTS.filmHasSlots : undefined;
  }
  if (jig.kind === 'grid') {
    if (!jig.grid) return JIG_TEXTS.gridRequired;
    const pitch = gridPitchProblem(jig.grid);
    if (pitch) return pitch.message;
    if (jig.slots.length !== jig.grid.columns * jig.grid.rows) return JIG_TEXTS.gridSlotCount;
    // What the grid says is what the layout places by: slots kept elsewhere would draw one jig and print another.
    if (!jig.slots.every((slot, index) => onGrid(jig.grid!, slot, index))) return JIG_TEXTS.gridSlotsMoved;
  }
  if (jig.slots.length === 0) return JIG_TEXTS.noSlots;
  if (jig.slots.length > JIG_MAX_SLOTS) return JIG_TEXTS.tooManySlots;
  if (jig.slots.some((slot, index) => slot.number !== index + 1)) return JIG_TEXTS.slotNumbers;
  return slotsProblem(jig.slots, jig.widthMm, jig.heightMm);
}

/** Whether a grid's slot `index` (left to right, then top to bottom) lies where its grid puts it, to 0.01 mm. */
function onGrid(grid: JigGrid, slot: JigSlot, index: number): boolean {
  const column = index % grid.columns;
  const row = Math.floor(index / grid.columns);
  const near = (a: number, b: number) => Math.abs(a - b) <= 0.01;
  return (
    near(slot.xMm, grid.offsetXMm + column * grid.pitchXMm) &&
    near(slot.yMm, grid.offsetYMm + row * grid.pitchYMm) &&
    near(slot.widthMm, grid.slotWidthMm) &&
    near(slot.heightMm, grid.slotHeightMm) &&
    slot.outline === undefined
  );
}

/** A number under `rule`, its refusal the rule's own text. */
const numberSchema = (rule: NumberRule) =>
  field(
    v.custom<number>(
      (value) => numberProblem(value, rule) === undefined,
      (issue) => numberProblem(issue.input, rule) ?? `${rule.label}无效`,
    ),
  );

/** A slot's box: computed, so any finite number the bed check then places. */
const finite = (text: string) => v.custom<number>((value) => typeof value === 'number' && Number.isFinite(value), at(text));

/** Path data of the commands and numbers SVG paths are made of, nothing else (it is drawn as a path's d). */
const PATH_DATA = /^[MmLlHhVvCcSsQqTtAaZz0-9eE.,+\-\s]*$/;

const SlotSchema = v.object({
  number: v.custom<number>((value) => typeof value === 'number' && Number.isInteger(value) && value >= 1, at('必须是从1开始的整数')),
  xMm: finite('必须是数字'),
  yMm: finite('必须是数字'),
  widthMm: v.custom<number>((value) => typeof value === 'number' && Number.isFinite(value) && value > 0, at('必须大于0')),
  heightMm: v.custom<number>((value) => typeof value === 'number' && Number.isFinite(value) && value > 0, at('必须大于0')),
  phoneModelIds: v.pipe(
    v.array(v.pipe(v.string(JIG_TEXTS.slotModels), v.nonEmpty(JIG_TEXTS.slotModels)), JIG_TEXTS.slotModels),
    v.maxLength(JIG_SLOT_MODELS_MAX, JIG_TEXTS.slotModelsTooMany),
    // The same model twice is one: kept once.
    v.transform((ids) => [...new Set(ids)]),
  ),
  rotation: v.picklist(SLOT_ROTATIONS, JIG_TEXTS.rotation),
  mirror: v.boolean(at('必须是布尔值')),
  outline: v.optional(v.pipe(v.string(JIG_TEXTS.outline), v.maxLength(JIG_OUTLINE_MAX_CHARS, JIG_TEXTS.outline), v.regex(PATH_DATA, JIG_TEXTS.outline))),
});

const GridSchema = v.object({
  columns: numberSchema(GRID_RULES.columns),
  rows: numberSchema(GRID_RULES.rows),
  offsetXMm: numberSchema(GRID_RULES.offsetXMm),
  offsetYMm: numberSchema(GRID_RULES.offsetYMm),
  pitchXMm: numberSchema(GRID_RULES.pitchXMm),
  pitchYMm: numberSchema(GRID_RULES.pitchYMm),
  slotWidthMm: numberSchema(GRID_RULES.slotWidthMm),
  slotHeightMm: numberSchema(GRID_RULES.slotHeightMm),
});

const FilmSchema = v.object({
  marginMm: numberSchema(FILM_RULES.marginMm),
  gapMm: numberSchema(FILM_RULES.gapMm),
  allowTurn: v.boolean(at('必须是布尔值')),
});

const KindSchema = field(v.picklist(JIG_KINDS, JIG_TEXTS.kind));

/**
 * A jig's fields as POST /api/print_jigs and PUT /api/print_jigs/:id take them, the first rule broken
 * answering: the name, the kind, the size under the kind's words, bleed, resolution, the switch, the kind's
 * settings, the slots one by one, then what they say together (jigProblem). Unknown keys are dropped.
 */
export const JigBodySchema = v.pipe(
  v.object({
    name: field(nameSchema(JIG_NAME_LIMIT, JIG_TEXTS.nameRequired)),
    kind: KindSchema,
    widthMm: field(v.unknown()),
    heightMm: field(v.unknown()),
    bleedMm: numberSchema(BLEED_RULE),
    dpi: numberSchema(DPI_RULE),
    cutLines: field(v.boolean(JIG_TEXTS.cutLines)),
    grid: v.nullish(GridSchema, null),
    film: v.nullish(FilmSchema, null),
    svgFileName: v.nullish(v.pipe(v.string(JIG_TEXTS.svgFileName), v.maxLength(255, JIG_TEXTS.svgFileName)), null),
    slots: field(v.pipe(v.array(SlotSchema, at('必须是槽位列表')), v.maxLength(JIG_MAX_SLOTS, JIG_TEXTS.tooManySlots))),
  }),
  // The size's words are the kind's (治具宽度 or 胶片宽度), so it is read once the kind is known.
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const body = dataset.value;
    const rules = SIZE_RULES[body.kind];
    const problem = numberProblem(body.widthMm, rules.width) ?? numberProblem(body.heightMm, rules.height);
    if (problem) {
      addIssue({ message: problem });
      return NEVER;
    }
    const jig: JigFields = {
      ...body,
      widthMm: body.widthMm as number,
      heightMm: body.heightMm as number,
      grid: body.kind === 'grid' ? body.grid : null,
      film: body.kind === 'film' ? body.film : null,
      svgFileName: body.kind === 'svg' ? body.svgFileName : null,
    };
    const together = jigProblem(jig);
    if (together) {
      addIssue({ message: together });
      return NEVER;
    }
    return jig;
  }),
);

/** The base a PUT names: the `updatedAt` of the jig as the tab read it; left out, the save overwrites on purpose. */
export const JigBaseSchema = v.object({
  baseUpdatedAt: v.optional(v.custom<number>((value) => typeof value === 'number' && Number.isFinite(value), 'baseUpdatedAt 必须是数字')),
});

/** 409: the jig was saved in another tab since this one read it. */
export const JIG_CONFLICT = 'JIG_CONFLICT';

/** A jig as GET /api/print_jigs lists it and a write answers it: the `Jig` of jigTypes.ts, field by field. */
export const JigSchema = v.object({
  id: v.string(),
  /** ms timestamp of the last save; a save naming an older one is refused (two tabs). */
  updatedAt: v.number(),
  name: v.string(),
  kind: v.picklist(JIG_KINDS),
  /** The jig's or bed's size; for a film sheet its width and its greatest length. */
  widthMm: v.number(),
  heightMm: v.number(),
  /** For 'grid' and 'svg': the slots, numbered from 1. For 'film': empty. */
  slots: v.array(
    // One pocket of a jig: a box on the bed and what goes in it.
    v.object({
      /** 1-based: a grid's left to right, then top to bottom; an SVG's from its ids S1…Sn. */
      number: v.number(),
      xMm: v.number(),
      yMm: v.number(),
      widthMm: v.number(),
      heightMm: v.number(),
      /** The phone models (catalogue ids) the slot takes; empty takes any. */
      phoneModelIds: v.array(v.string()),
      rotation: v.picklist(SLOT_ROTATIONS),
      /** Mirrored left to right after the turn (transfer printing prints the design reversed). */
      mirror: v.boolean(),
      /** An SVG slot's own outline in mm (an SVG path's d), drawn on the jig; absent for a grid's rectangles. */
      outline: v.optional(v.string()),
    }),
  ),
  /**
   * For 'grid' only: how its slots were made, kept so that the form shows what was typed; offsets are the first
   * slot's top-left corner, pitches from one slot's left (top) edge to the next one's.
   */
  grid: v.nullable(v.object({ columns: v.number(), rows: v.number(), offsetXMm: v.number(), offsetYMm: v.number(), pitchXMm: v.number(), pitchYMm: v.number(), slotWidthMm: v.number(), slotHeightMm: v.number() })),
  /** For 'svg' only: the file's name as it was read, to show where the slots came from. */
  svgFileName: v.nullable(v.string()),
  /** For 'film' only: a film sheet (UV-DTF, sublimation paper), designs packed, no pockets; may turn them 90° to pack tighter. */
  film: v.nullable(v.object({ marginMm: v.number(), gapMm: v.number(), allowTurn: v.boolean() })),
  /** How far each design is scaled about its centre to reach past its edges (default 1.5; 0 allowed). */
  bleedMm: v.number(),
  /** The sheet's resolution for the TIFF (default 300, 150–1440). */
  dpi: v.number(),
  /** A CutContour outline of each design in the PDF. */
  cutLines: v.boolean(),
});

/** A slot's turn, clockwise, of the design placed in it (spec: 0/90/180/270). */
export type SlotRotation = 0 | 90 | 180 | 270;

/** One pocket of a jig: a box on the bed and what goes in it. */
export type JigSlot = Jig['slots'][number];

/** How a grid jig's slots were made; kept so that the form shows what was typed, not only the result. */
export type JigGrid = NonNullable<Jig['grid']>;

/** A film sheet (UV-DTF, sublimation paper): designs packed, no pockets. */
export type FilmSheet = NonNullable<Jig['film']>;

export type JigKind = 'grid' | 'svg' | 'film';

/** A jig as the admin API answers it, inferred from its reply schema (jigs.ts, where each field says what it is). */
export type Jig = v.InferOutput<typeof JigSchema>;

/** What a save sends: the jig without its id and the time of its last save. */
export type JigFields = Omit<Jig, 'id' | 'updatedAt'>;

// The body's output is the reply's fields exactly (jigTypes.ts infers both from JigSchema): a field added to
// one and not the other fails here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const bodyIsFields: Same<v.InferOutput<typeof JigBodySchema>, JigFields> = true;
void bodyIsFields;

/** A film sheet's settings when the merchant has typed none. */
export const FILM_DEFAULTS: FilmSheet = { marginMm: FILM_MARGIN_DEFAULT_MM, gapMm: FILM_GAP_DEFAULT_MM, allowTurn: true };

/** 297 × 420 mm, as the list and the form show a size. */
export const formatJigSize = (jig: Pick<JigFields, 'widthMm' | 'heightMm'>): string => `${jig.widthMm} × ${jig.heightMm} mm`;
