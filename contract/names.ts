/**
 * The rule for names a merchant gives things that are then read in lists, tabs, pickers and sentences:
 * shops, brands, phone models, materials, colours, asset collections, template groups, templates, fonts.
 * The console's forms and the dev API check it alike. Trimmed first, a name
 * - must show something (isBlankName: not only spaces, joiners, marks or fillers);
 * - must hold no character that turns the direction of the text after it (hasBidiControl): with U+202E,
 *   `iPhone 15 ‮xaM orP` is read as a second iPhone 15 Pro Max;
 * - must hold no character that draws nothing inside it (hasInvisibleCharacter): `华\u200b为` is a second 华为,
 *   and so is `华\ufe0f为` (a variation selector after a character that takes none); nor a line or paragraph
 *   separator (U+2028, U+2029), nor a format character that draws nothing, nor a noncharacter;
 * - must hold no character carrying more than 4 combining marks (hasStackedMarks), counted across what draws
 *   nothing between them: they pile over the rows around the name. The spec quotes no text for it; the console says it as an invisible character, the
 *   names text nearest to it (marks past the bound are nothing a reader can tell apart);
 * - has a bound, so one name cannot make a list megabytes long. Only the bound, how it counts and the text
 *   that says it differ between kinds of name (the NameLimit of each).
 * Every check of a kind of name reads its NameLimit: the console's forms (src/lib/formRules.ts nameError),
 * the dev API's bodies (wire.ts nameSchema), and the wireframe import's plan (src/lib/wireframeImport/plan.ts).
 */
import { userCharacters } from './characters';
import { FONT_NAME_MAX, TEMPLATE_NAME_MAX } from './limits';
import { COLLECTION_NAME_MAX, hasBidiControl, hasInvisibleCharacter, hasStackedMarks, isBlankName, textWidth } from './textWidth';

export type NameProblem = 'required' | 'directionControl' | 'invisibleCharacter' | 'tooLong';

export interface NameLimit {
  max: number;
  /**
   * 'characters': as the merchant counts them (contract/characters.ts), an emoji, a joined emoji or a CJK
   * character being one (spec 3 §5 counts shop names so);
   * 'width': textWidth, a double-width character counting 2 (spec 1 §5 counts collection names so).
   */
  count: 'characters' | 'width';
  /** What a name over the bound reads, in the console's form and in the dev API's 400 alike. */
  tooLong: string;
}

/** A bound counted in characters, its text stating the bound (a text that states a rule's number is built from it). */
function characterLimit(max: number, tooLong: (max: number) => string): NameLimit {
  return { max, count: 'characters', tooLong: tooLong(max) };
}

/**
 * Brands, phone models, materials and colours. Spec 1 §5 gives them no bound; ours is the designer's
 * template name field's (TEMPLATE_NAME_MAX): room for the longest real names (`Galaxy Z Fold6 心系天下 W25`,
 * `液态硅胶磁吸保护壳`) while a picker or a list still shows each on a line or two.
 */
export const CATALOGUE_NAME_LIMIT: NameLimit = characterLimit(30, (max) => `名称不能超过${max}个字符`);

/** The catalogue's kinds of name. */
export type CatalogueNameKind = 'brand' | 'model' | 'material' | 'color';

/**
 * Each kind's bound. The console's forms (`catalogueNameRule`), the wireframe import's plan and the dev API's body
 * schemas (`catalogueName`) ask for a kind's here, so a kind given a bound of its own changes this record alone.
 */
export const CATALOGUE_NAME_LIMITS: Readonly<Record<CatalogueNameKind, NameLimit>> = {
  brand: CATALOGUE_NAME_LIMIT,
  model: CATALOGUE_NAME_LIMIT,
  material: CATALOGUE_NAME_LIMIT,
  color: CATALOGUE_NAME_LIMIT,
};

/** Spec 1 §5, §9. */
export const COLLECTION_NAME_LIMIT: NameLimit = { max: COLLECTION_NAME_MAX, count: 'width', tooLong: `分组名称最多 ${COLLECTION_NAME_MAX} 个字符（中文算 2 个）` };

/**
 * Template group names: spec 2 §5 gives none, but a group is a tab like an asset collection, so it takes
 * the collection's rule (spec 1 §5): at most 12 wide, a double-width character counting 2 (textWidth).
 */
export const TEMPLATE_GROUP_NAME_LIMIT: NameLimit = { ...COLLECTION_NAME_LIMIT };

/** Ours: a template group's name left blank (the template screen's form and POST /api/design_template_groups). */
export const TEMPLATE_GROUP_NAME_REQUIRED = '请输入分组名称';

/** Spec 2 §5, §9. */
export const FONT_NAME_LIMIT: NameLimit = { max: FONT_NAME_MAX, count: 'characters', tooLong: `字体名称最多 ${FONT_NAME_MAX} 个字符` };

/** Spec 2 §5: a font's name left blank. */
export const FONT_NAME_REQUIRED = '请输入字体名称';

/** The designer's name field (TEMPLATE_NAME_MAX). */
export const TEMPLATE_NAME_LIMIT: NameLimit = { max: TEMPLATE_NAME_MAX, count: 'characters', tooLong: `名称不能超过${TEMPLATE_NAME_MAX}个字符` };

/**
 * A designer layer's name and its group's (contract/templates.ts Layer name, groupName): read in the
 * layer list beside the template's own name, so they take its rule.
 */
export const LAYER_NAME_LIMIT: NameLimit = { ...TEMPLATE_NAME_LIMIT };

/** Ours (spec 2 quotes none): a layer's name, or its group's, sent blank; each says which name it is. */
export const LAYER_NAME_REQUIRED = '请输入图层名称';
export const LAYER_GROUP_NAME_REQUIRED = '请输入编组名称';

/**
 * A name taken from elsewhere (a PSD layer's, a file's, a text's) as a name under `limit`: trimmed and cut to
 * the bound; undefined when what is left breaks the rule (blank, a direction control, an invisible character).
 */
export function fittedName(raw: string, limit: NameLimit): string | undefined {
  const characters = userCharacters(raw.trim());
  // Each character counts at least 1 either way, so no more than `max` of them can fit.
  let end = Math.min(characters.length, limit.max);
  while (end > 0 && nameLength(characters.slice(0, end).join(''), limit) > limit.max) end--;
  const name = characters.slice(0, end).join('').trimEnd();
  return nameProblem(name, limit) === null ? name : undefined;
}

/**
 * A printer's jig (打印治具, contract/jigs.ts). Ours: the layout's ZIP is named after it
 * (排版_{name}_{time}.zip), so it stays short enough for a file name and one line of the jig list.
 */
export const JIG_NAME_LIMIT: NameLimit = characterLimit(30, (max) => `治具名称不能超过${max}个字符`);

/** The length of a trimmed name as `limit` counts it (for a form's counter). */
export function nameLength(name: string, limit: NameLimit): number {
  if (limit.count === 'width') return textWidth(name);
  // As the merchant counts them: a joined emoji or a rare CJK character is one (contract/characters.ts).
  return userCharacters(name).length;
}

/** What is wrong with `raw` (trimmed first), or null. */
export function nameProblem(raw: string, limit: NameLimit): NameProblem | null {
  const name = raw.trim();
  if (isBlankName(name)) return 'required';
  if (hasBidiControl(name)) return 'directionControl';
  if (hasInvisibleCharacter(name) || hasStackedMarks(name)) return 'invisibleCharacter';
  if (nameLength(name, limit) > limit.max) return 'tooLong';
  return null;
}
