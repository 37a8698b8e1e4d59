/**
 * A template body (POST and PUT /api/design_templates, spec 2 §3, §5, §7) as the dev API reads it: its shape
 * and the form's rules, each with its message. What a body names in the store (the group, the layer and
 * stroke image files, a shop font's address, the asset groups, the preview model and colour) is looked up
 * after this, by the dev API. The messages of spec 2 §5 are the console's own; the rest name the field.
 */
import * as v from 'valibot';
import { isProductMode, type ProductMode } from './customization';
import { groupProblem } from './layerGroups';
import { LAYER_GROUP_NAME_REQUIRED, LAYER_NAME_LIMIT, LAYER_NAME_REQUIRED, TEMPLATE_NAME_LIMIT } from './names';
import { isStrokeColor, isStrokeSvgData, STROKE_SVG_DATA_MAX, strokeOutOfLimits } from './stroke';
import {
  AI_CUTOUT_TYPES,
  LAYER_MAX_MAGNITUDE,
  LAYER_OPACITY_MAX,
  LAYER_MIN_SIDE,
  LAYER_TYPES,
  STROKE_STYLES,
  TEMPLATE_MAX_LAYERS,
  TEMPLATE_MAX_SIDE,
  type LayerCrop,
} from './templates';
import { isTextColor, TEXT_LAYER_MAX_CHARS, textLayerProblem, withoutInvisibleControls } from './textLayer';
import { isBlankName } from './textWidth';
import { at, bodyId, field, nameSchema, optionalBodyId, requiredBodyId } from './wire';

/** Spec 2 §5. */
export const LAYERS_REQUIRED = '请上传至少一个图层';
export const ONE_BACKGROUND = '只能有一个背景图层';
export const BACKGROUND_NOT_IMAGE = '背景图层必须是图片图层';
/** Spec 2 §4 ("moves it to the bottom"): a renderer drawing by index would otherwise cover the design with it. */
export const BACKGROUND_NOT_BOTTOM = '背景图层必须在最底层';
/** Ours: a group's members lie together in the stack (layerGroups.ts), and the background alone at its bottom. */
export const BACKGROUND_IN_GROUP = '背景图层不能编组';
export const TEXT_REQUIRED = '请输入文字';
export const TEXT_TOO_LONG = `文字不能超过${TEXT_LAYER_MAX_CHARS}个字符`;

/** A decimal number as a string: what a Java-style backend binds ("12.5", "-3", "1e3"); not "0x10", "Infinity" or " ". */
const DECIMAL = /^\s*-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?\s*$/;

/** A finite number; "12.5" binds like 12.5, as a Java-style backend would. */
function numberOf(value: unknown): number | undefined {
  const number = typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

const numberField = (isValid: (value: number) => boolean, message: string) =>
  v.pipe(
    field(v.unknown()),
    v.transform(numberOf),
    v.custom<number>((value) => value !== undefined && isValid(value as number), at(message)),
  );

const finiteNumber = numberField(() => true, '必须是数字');
const positiveNumber = numberField((value) => value > 0, '必须是正数');
const withinLayerRange = v.check((value: number) => Math.abs(value) <= LAYER_MAX_MAGNITUDE, at('超出范围'));
/** A layer's number: required, and within LAYER_MAX_MAGNITUDE either way. */
const layerNumber = v.pipe(finiteNumber, withinLayerRange);
const layerSize = v.pipe(positiveNumber, v.check((value: number) => value >= LAYER_MIN_SIDE, at(`必须不小于 ${LAYER_MIN_SIDE}`)), withinLayerRange);

const canvasSide = v.pipe(
  positiveNumber,
  v.check((value) => value >= 1 && value <= TEMPLATE_MAX_SIDE, at(`必须在 1 到 ${TEMPLATE_MAX_SIDE} 之间`)),
);

/** Flags left out are false. */
const flag = v.nullish(v.boolean(at('必须是布尔值')), false);
/** Nullable texts left out are null. */
const nullableString = v.nullish(v.string(at('必须是字符串或 null')), null);
const oneOf = <const T extends string>(allowed: readonly T[]) => field(v.picklist(allowed, at(`必须是 ${allowed.join('、')} 之一`)));
const objectOrNull = v.check((raw: unknown) => typeof raw === 'object' && !Array.isArray(raw), at('必须是对象或 null'));

/** The designer's uuids (v4) and a test's short names alike; never markup or a path. */
const LAYER_UUID = /^[A-Za-z0-9_-]{1,64}$/;
/** A cutout placeholder's type: a word such as head, body, common or p1. */
const PLACEHOLDER_TYPE = /^[A-Za-z0-9_-]{1,32}$/;

const strokeColor = v.pipe(
  field(v.unknown()),
  v.custom<string>((value) => typeof value === 'string' && isStrokeColor(value), at('必须是 #rrggbb 或 #rgb 颜色')),
);

/** Left out as the console's stroke may leave it (contract/templates.ts Stroke); the dev API answers it as null then. */
const strokeImageFrame = v.optional(v.nullable(v.pipe(v.unknown(), objectOrNull, v.object({ width: layerSize, height: layerSize }))));

/**
 * Spec 1 §5's limits, as the designer's sliders keep them (contract/stroke.ts). The image is named by its
 * file: an imageUrl sent along (the console's local object URL) is not read.
 */
const StrokeBodySchema = v.nullish(
  v.pipe(
    v.unknown(),
    objectOrNull,
    v.object({
      color: strokeColor,
      width: finiteNumber,
      style: oneOf(STROKE_STYLES),
      opacity: finiteNumber,
      color2: strokeColor,
      width2: finiteNumber,
      opacity2: finiteNumber,
      offset: finiteNumber,
      imageFileId: optionalBodyId,
      imageFrame: strokeImageFrame,
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const outside = strokeOutOfLimits(dataset.value);
      if (outside) addIssue({ message: `{path}.${outside} 超出描边范围` });
    }),
  ),
  null,
);

/** contract/templates.ts: 0 to 100 %, left out 100. */
const layerOpacity = v.optional(numberField((value) => value >= 0 && value <= LAYER_OPACITY_MAX, `必须在 0 到 ${LAYER_OPACITY_MAX} 之间`));
/** A crop's number: a number as sent (no "1e3"), since the designer sends the crop it measured, never a string. */
const cropNumber = (isValid: (value: number) => boolean, message: string) =>
  v.pipe(
    field(v.unknown()),
    v.custom<number>((value) => typeof value === 'number' && Number.isFinite(value), at('必须是数字')),
    // Whole pixels of the original, as the designer measures it (model/crop.ts rounds).
    v.check((value) => Number.isInteger(value), at('必须是整数')),
    v.check(isValid, at(message)),
  );
const cropOffset = cropNumber((value) => value >= 0, '必须不小于 0');
const cropSide = cropNumber((value) => value >= 1, '必须不小于 1');
/** The part of the original image shown, in its pixels (contract/templates.ts); within it, by layerPartsRule. */
const layerCrop = v.optional(
  v.nullable(v.pipe(v.unknown(), objectOrNull, v.object({ x: cropOffset, y: cropOffset, width: cropSide, height: cropSide }))),
);
/** The original image behind a baked one: a file, with its natural size; its URL is the dev API's to make. */
const layerSourceImage = v.optional(
  v.nullable(v.pipe(v.unknown(), objectOrNull, v.object({ imageFileId: requiredBodyId, width: layerSize, height: layerSize }))),
);

/** Spec 2 §5 and contract/textLayer.ts: 1 to 50 characters, with no invisible controls. */
const layerText = v.pipe(
  v.unknown(),
  v.check((text) => text !== null, TEXT_REQUIRED),
  v.custom<string>((text) => typeof text === 'string', at('必须是字符串')),
  v.check((text) => textLayerProblem(text) !== 'required', TEXT_REQUIRED),
  v.check((text) => textLayerProblem(text) !== 'tooLong', TEXT_TOO_LONG),
  v.check((text) => withoutInvisibleControls(text) === text, at('不能包含控制符、零宽字符或半个字符')),
);

/**
 * A layer's or its group's name: a string (a layer has many, so each message names which, as the other
 * layer fields do), under the names rule (contract/names.ts LAYER_NAME_LIMIT), a blank one saying which name.
 */
const layerName = (required: string) =>
  v.pipe(
    v.unknown(),
    v.check((name) => typeof name === 'string', at('必须是字符串')),
    nameSchema(LAYER_NAME_LIMIT, required, at),
  );

type LayerParts = { groupId?: string; groupName?: string; crop?: LayerCrop | null; sourceImage?: { width: number; height: number } | null };

/**
 * Ours, the fields beside spec 2 §3's (contract/templates.ts): a group name names a group, so it comes with
 * the group's id; a crop is measured in the original image's pixels, so it comes with that image and lies
 * within it.
 */
function layerPartsProblem({ groupId, groupName, crop, sourceImage }: LayerParts): string | undefined {
  if (groupName !== undefined && groupId === undefined) return 'groupName 需要同时提供 groupId';
  if (crop == null) return undefined;
  if (sourceImage == null) return 'crop 需要同时提供 sourceImage';
  if (crop.x + crop.width > sourceImage.width || crop.y + crop.height > sourceImage.height) return 'crop 超出原图范围';
  return undefined;
}

/**
 * A layer. The numbers are required; flags left out are false, nullable fields null. The text fields appear
 * only when sent (a text layer must send its text): a fontId is not looked up, so a template whose font was
 * deleted still saves (the console shows 字体不存在); a font address is looked up by the dev API.
 */
const LayerBodySchema = v.pipe(
  v.unknown(),
  v.check((raw) => raw !== null && typeof raw === 'object' && !Array.isArray(raw), at('必须是对象')),
  v.object({
    type: oneOf(LAYER_TYPES),
    uuid: v.pipe(
      field(v.unknown()),
      v.custom<string>((uuid) => typeof uuid === 'string' && uuid.trim() !== '', at('必须是非空字符串')),
      v.regex(LAYER_UUID, at('只能包含字母、数字、- 和 _，最多 64 个字符')),
    ),
    imageFileId: requiredBodyId,
    id: v.nullish(bodyId, null),
    rotation: layerNumber,
    width: layerSize,
    height: layerSize,
    originalWidth: layerSize,
    originalHeight: layerSize,
    left: layerNumber,
    top: layerNumber,
    index: layerNumber,
    locked: flag,
    isBackground: flag,
    isUserUploadImage: flag,
    horizontalFlip: flag,
    verticalFlip: flag,
    aiCutoutType: v.nullish(v.picklist(AI_CUTOUT_TYPES, at(`必须是 ${AI_CUTOUT_TYPES.join('、')} 之一`)), null),
    aiCutoutPlaceholderImageType: v.pipe(
      nullableString,
      v.check((value) => value === null || PLACEHOLDER_TYPE.test(value), at('格式不正确')),
    ),
    stroke: StrokeBodySchema,
    // Spec 2 names it SVG data: stored as sent, and never drawn as markup by the console.
    strokeSvgData: v.pipe(
      nullableString,
      v.check(
        (value) => value === null || isStrokeSvgData(value),
        at(`必须是不超过 ${STROKE_SVG_DATA_MAX / 1024 / 1024} MB 的路径数据（M、L、Z 与数字）`),
      ),
    ),
    text: v.optional(layerText),
    // Never looked up (a deleted font leaves the layer on its fallback), so bounded here: 64 visible ASCII at most.
    fontId: v.optional(v.nullable(v.pipe(bodyId, v.check((id) => /^[\x21-\x7e]{1,64}$/.test(id), at('必须是 id'))))),
    fontColor: v.optional(v.custom<string>((color) => typeof color === 'string' && isTextColor(color), at('必须是 #rrggbb 颜色'))),
    verticalText: v.optional(flag),
    fontFamilyUrl: v.optional(nullableString),
    // Ours (contract/templates.ts): kept when sent and answered only then, never drawn.
    name: v.optional(layerName(LAYER_NAME_REQUIRED)),
    groupId: v.optional(v.pipe(v.string(at('必须是字符串')), v.regex(LAYER_UUID, at('只能包含字母、数字、- 和 _，最多 64 个字符')))),
    groupName: v.optional(layerName(LAYER_GROUP_NAME_REQUIRED)),
    opacity: layerOpacity,
    crop: layerCrop,
    sourceImage: layerSourceImage,
  }),
  v.check((layer) => layer.type !== 'TEXT' || layer.text !== undefined, TEXT_REQUIRED),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = layerPartsProblem(dataset.value);
    if (problem) addIssue({ message: `{path}.${problem}` });
  }),
);

/** A layer as the save call sends it (spec 2 §7): its image is a file uploaded with kind 3, the selection is not part of it. */
export type LayerInput = v.InferOutput<typeof LayerBodySchema>;

/**
 * Spec 2 §4: one background at most, an image, below every other layer and in no group; each layer's uuid
 * once; each group one run under one name (layerGroups.ts).
 */
const layersRule = v.rawCheck(({ dataset, addIssue }: v.RawCheckContext<LayerInput[]>) => {
  if (!dataset.typed) return;
  const backgrounds = dataset.value.filter((layer) => layer.isBackground);
  if (backgrounds.length > 1) return addIssue({ message: ONE_BACKGROUND });
  const background = backgrounds[0];
  if (background && background.type !== 'IMAGE') return addIssue({ message: BACKGROUND_NOT_IMAGE });
  if (background && dataset.value.some((layer) => layer !== background && layer.index <= background.index)) return addIssue({ message: BACKGROUND_NOT_BOTTOM });
  if (background?.groupId !== undefined) return addIssue({ message: BACKGROUND_IN_GROUP });
  const uuids = new Set<string>();
  for (const layer of dataset.value) {
    if (uuids.has(layer.uuid)) return addIssue({ message: `图层 uuid 重复: ${layer.uuid}` });
    uuids.add(layer.uuid);
  }
  const group = groupProblem(dataset.value);
  if (group) addIssue({ message: `layers[${group.position}].${group.field} ${group.message}` });
});

/**
 * A template's layers, each by the layer rules and together by spec 2 §4's: what a body's layers must be once
 * given. The designer checks a browser draft's layers with it too (docs/designer.md, "Drafts"), so that what
 * a restore brings back is what a save may send.
 */
export const TemplateLayersSchema = v.pipe(v.array(LayerBodySchema), layersRule);

/** The spec's own text first: it is what the merchant sees when the designer saves an empty canvas. */
const layersGiven = v.pipe(
  field(v.unknown()),
  v.check((layers) => layers !== null && !(Array.isArray(layers) && layers.length === 0), LAYERS_REQUIRED),
  v.array(v.unknown(), at('必须是数组')),
  v.maxLength(TEMPLATE_MAX_LAYERS, `图层最多 ${TEMPLATE_MAX_LAYERS} 个`),
);

/** Spec 2 §3: 1 to 5, null to clear; undefined when the body has no such field. */
export const productModeField = v.optional(
  v.nullable(v.custom<ProductMode>((value) => isProductMode(value), at('必须是 1 到 5 之间的整数'))),
);

/** Existing design-asset collections (spec 1 §3), of any type; duplicates kept once; left out is none. */
const boundCollectionsField = v.pipe(
  v.nullish(v.array(bodyId, at('必须是数组')), []),
  v.transform((ids): string[] => [...new Set(ids)]),
);

/**
 * Trimmed; absent, null or blank gives '' (then the route names it 模板 N). Otherwise the names rule
 * (contract/names.ts). The name a template has is exempt: one saved before the rule, or a copy's `<name> 副本`
 * past the bound, is sent back by every save of the designer and must not lock the template, so a PUT's route
 * takes it out of the body before this reads it and keeps it (catalogueInput.ts changedOnly).
 */
const checkedName = nameSchema(TEMPLATE_NAME_LIMIT, '');
const templateName = v.pipe(
  v.nullish(v.string(at('必须是字符串')), ''),
  v.trim(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const name = dataset.value;
    if (isBlankName(name)) return '';
    const result = v.safeParse(checkedName, name, { abortEarly: true });
    if (result.success) return result.output;
    addIssue({ message: result.issues[0].message });
    return NEVER;
  }),
);

/**
 * The whole body of POST and PUT /api/design_templates, in the order its rules answer: the layers' presence
 * first (spec 2 §5), then the group, the name and the canvas, each layer, the layers together, and the rest.
 */
export const TemplateBodySchema = v.pipe(
  v.looseObject({ layers: layersGiven }),
  v.object({
    collectionId: requiredBodyId,
    name: templateName,
    width: canvasSide,
    height: canvasSide,
    layers: TemplateLayersSchema,
    thumbnailFileId: v.nullish(bodyId, null),
    boundDesignAssetCollectionIds: boundCollectionsField,
    previewPhoneModelId: v.nullish(bodyId, null),
    previewMaterialColorId: v.nullish(bodyId, null),
    productMode: productModeField,
  }),
);

/**
 * An update only: the revision the designer loaded or last saved. Another revision means someone saved the
 * template since (another tab): the update is refused with 409 TEMPLATE_CONFLICT (contract/templates.ts) and
 * changes nothing, whatever the rest of the body holds, so it is read before the body. Left out, the update
 * replaces whatever is there; the designer always sends it, and overwrites only when the merchant chose to,
 * by sending the revision it has just read.
 */
export const baseRevisionField = v.optional(v.pipe(v.number(at('必须是整数')), v.integer(at('必须是整数'))));

/**
 * POST and PUT /api/design_templates. `thumbnailFileId` is the thumbnail of height 600, uploaded with kind 2
 * (spec 2 §7, §9); `productMode` left out, a create stores null and an update keeps what the template has.
 */
export type TemplateInput = v.InferOutput<typeof TemplateBodySchema> & { baseRevision?: v.InferOutput<typeof baseRevisionField> };
