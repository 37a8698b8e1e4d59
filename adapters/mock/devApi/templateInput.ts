// Reading template bodies (POST and PUT /api/design_templates, spec 2 §3, §5, §7). Everything is checked
// before anything is stored or any id allocated, so a refused body changes nothing. The messages of
// spec 2 §5 are the console's own; the rest name the field, for a developer.
import { lookupColor, lookupModel } from './catalogueState';
import { checkedName, optionalId, requiredId } from './catalogueInput';
import { signedFileUrl } from './fileLinks';
import { uploadedFile } from './fileRefs';
import { badRequest } from './http';
import type { DevState } from './state';
import type { DevEnv } from './context';
import { FILE_KIND } from '../../../contract/files';
import { isTextColor, TEXT_LAYER_MAX_CHARS, textLayerProblem, withoutInvisibleControls } from '../../../contract/textLayer';
import { AI_CUTOUT_TYPES, LAYER_MAX_MAGNITUDE, LAYER_TYPES, STROKE_STYLES, TEMPLATE_MAX_LAYERS, TEMPLATE_MAX_SIDE, type AiCutoutType, type LayerType, type Stroke, type StrokeImageFrame, type StrokeStyle } from '../../../contract/templates';
import { type LayerRecord, type TemplateRecord } from './templateTypes';
import { isStrokeColor, isStrokeSvgData, STROKE_SVG_DATA_MAX, strokeOutOfLimits } from '../../../contract/stroke';
import { isProductMode, type ProductMode } from '../../../contract/customization';
import { isBlankName } from '../../../contract/textWidth';
import { TEMPLATE_NAME_LIMIT } from '../../../contract/names';

/** Spec 2 §5. */
export const LAYERS_REQUIRED = '请上传至少一个图层';
export const GROUP_NAME_REQUIRED = '请输入分组名称';
export const ONE_BACKGROUND = '只能有一个背景图层';
export const BACKGROUND_NOT_IMAGE = '背景图层必须是图片图层';
export const TEXT_REQUIRED = '请输入文字';
export const TEXT_TOO_LONG = `文字不能超过${TEXT_LAYER_MAX_CHARS}个字符`;
/** Ours (contract/names.ts), in the console's words (MSG.common.nameTooLong). */
export const TEMPLATE_NAME_TOO_LONG = `名称不能超过${TEMPLATE_NAME_LIMIT.max}个字符`;

/** A layer as read from a body: its id is the client's (null for a new layer) until assignLayerIds. */
export type LayerFields = Omit<LayerRecord, 'id'> & { id: string | null };

export interface TemplateFields {
  collectionId: string;
  /** '' when the body had none: the route fills in 模板 N (defaultTemplateName). */
  name: string;
  width: number;
  height: number;
  layers: LayerFields[];
  thumbnailFileId: string | null;
  boundDesignAssetCollectionIds: string[];
  previewPhoneModelId: string | null;
  previewMaterialColorId: string | null;
  /** undefined when the body left it out: a create stores null, an update keeps the template's. */
  productMode?: ProductMode | null;
}

type Body = Record<string, unknown>;

/** `current`: the template a PUT replaces, whose name may be sent back as it is (readName). */
export function readTemplateInput(body: Body, state: DevState, env: DevEnv, current?: TemplateRecord): TemplateFields {
  // The spec's own text first: it is what the merchant sees when the designer saves an empty canvas.
  const rawLayers = body.layers;
  if (rawLayers === undefined || rawLayers === null || (Array.isArray(rawLayers) && rawLayers.length === 0)) {
    throw badRequest(LAYERS_REQUIRED);
  }
  if (!Array.isArray(rawLayers)) throw badRequest('layers 必须是数组');
  if (rawLayers.length > TEMPLATE_MAX_LAYERS) throw badRequest(`图层最多 ${TEMPLATE_MAX_LAYERS} 个`);

  const collectionId = requiredId(body, 'collectionId');
  if (!state.templates.groups.some((group) => group.id === collectionId)) throw badRequest(`模板分组不存在: ${collectionId}`);
  const name = readName(body.name, current?.name);
  const width = canvasSide(body, 'width');
  const height = canvasSide(body, 'height');
  const layers = rawLayers.map((raw, i) => readLayer(raw, `layers[${i}]`, state, env));
  checkLayers(layers);
  const thumbnailId = optionalId(body, 'thumbnailFileId') ?? null;
  const thumbnailFileId = thumbnailId === null ? null : uploadedFile(state, thumbnailId, 'thumbnailFileId').id;

  return {
    collectionId,
    name,
    width,
    height,
    layers,
    thumbnailFileId,
    boundDesignAssetCollectionIds: readBoundCollections(body.boundDesignAssetCollectionIds, state),
    previewPhoneModelId: readReference(body, 'previewPhoneModelId', (id) => lookupModel(state.catalogue, id) !== undefined, '型号'),
    previewMaterialColorId: readReference(body, 'previewMaterialColorId', (id) => lookupColor(state.catalogue, id) !== undefined, '材质颜色'),
    productMode: readProductMode(body),
  };
}

/** Spec 2 §3: 1 to 5, null to clear; undefined when the body has no such field. */
export function readProductMode(body: Body): ProductMode | null | undefined {
  const value = body.productMode;
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (!isProductMode(value)) throw badRequest('productMode 必须是 1 到 5 之间的整数');
  return value;
}

/**
 * Gives every layer a string id. A layer keeps its id when it is one of `keep` (the layers the template
 * already has, on PUT) and not taken by an earlier layer of the body; any other layer (new, copied, or
 * naming another template's layer) gets a fresh one. uuids are the client's and are kept as sent.
 */
export function assignLayerIds(layers: LayerFields[], keep: ReadonlySet<string>, allocate: () => string): LayerRecord[] {
  const used = new Set<string>();
  return layers.map((layer) => {
    const id = layer.id !== null && keep.has(layer.id) && !used.has(layer.id) ? layer.id : allocate();
    used.add(id);
    return { ...layer, id };
  });
}

/** 模板 N, N the group's template count plus one, or the next number free in the group. */
export function defaultTemplateName(state: DevState, collectionId: string, except?: TemplateRecord): string {
  const names = new Set(
    state.templates.templates.filter((template) => template.collectionId === collectionId && template !== except).map((template) => template.name),
  );
  let n = names.size + 1;
  while (names.has(`模板 ${n}`)) n += 1;
  return `模板 ${n}`;
}

/**
 * Trimmed; absent, null or blank gives '' (then 模板 N). Otherwise the names rule (contract/names.ts), but
 * for the name the template has (`current`): one saved before the rule, or a copy's `<name> 副本` past the
 * bound, is sent back by every save of the designer and must not lock the template.
 */
function readName(value: unknown, current?: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw badRequest('name 必须是字符串');
  const name = value.trim();
  if (isBlankName(name)) return '';
  if (name === current) return name;
  return checkedName(name, TEMPLATE_NAME_LIMIT, { required: '', tooLong: TEMPLATE_NAME_TOO_LONG });
}

function readLayer(raw: unknown, where: string, state: DevState, env: DevEnv): LayerFields {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest(`${where} 必须是对象`);
  const body = raw as Body;
  const type = oneOf<LayerType>(body.type, LAYER_TYPES, `${where}.type`);
  const uuid = body.uuid;
  if (typeof uuid !== 'string' || uuid.trim() === '') throw badRequest(`${where}.uuid 必须是非空字符串`);
  // The designer's uuids (v4) and a test's short names alike; never markup or a path.
  if (!LAYER_UUID.test(uuid)) throw badRequest(`${where}.uuid 只能包含字母、数字、- 和 _，最多 64 个字符`);
  const fileId = optionalId(body, 'imageFileId');
  if (fileId === undefined || fileId === null) throw badRequest(`${where}.imageFileId 必填`);
  const imageFileId = uploadedFile(state, fileId, `${where}.imageFileId`).id;

  const layer: LayerFields = {
    id: optionalId(body, 'id') ?? null,
    uuid,
    type,
    rotation: layerNumber(finiteNumber(body, 'rotation', where), `${where}.rotation`),
    width: layerNumber(positiveNumber(body, 'width', `${where}.width`), `${where}.width`),
    height: layerNumber(positiveNumber(body, 'height', `${where}.height`), `${where}.height`),
    originalWidth: layerNumber(positiveNumber(body, 'originalWidth', `${where}.originalWidth`), `${where}.originalWidth`),
    originalHeight: layerNumber(positiveNumber(body, 'originalHeight', `${where}.originalHeight`), `${where}.originalHeight`),
    left: layerNumber(finiteNumber(body, 'left', where), `${where}.left`),
    top: layerNumber(finiteNumber(body, 'top', where), `${where}.top`),
    index: layerNumber(finiteNumber(body, 'index', where), `${where}.index`),
    // Flags left out are false and nullable fields left out are null; the numbers above are required.
    locked: flag(body, 'locked', where),
    isBackground: flag(body, 'isBackground', where),
    isUserUploadImage: flag(body, 'isUserUploadImage', where),
    horizontalFlip: flag(body, 'horizontalFlip', where),
    verticalFlip: flag(body, 'verticalFlip', where),
    aiCutoutType:
      body.aiCutoutType === undefined || body.aiCutoutType === null
        ? null
        : oneOf<AiCutoutType>(body.aiCutoutType, AI_CUTOUT_TYPES, `${where}.aiCutoutType`),
    aiCutoutPlaceholderImageType: checkedString(nullableString(body, 'aiCutoutPlaceholderImageType', where), PLACEHOLDER_TYPE, `${where}.aiCutoutPlaceholderImageType`),
    stroke: readStroke(body.stroke, `${where}.stroke`, state),
    // Spec 2 names it SVG data: stored as sent, and never drawn as markup by the console.
    strokeSvgData: strokeSvgData(body, where),
    imageFileId,
  };
  readTextFields(body, layer, where, state, env);
  return layer;
}

/**
 * Text fields (text layers; kept on any layer that sends them) appear only when sent, and are checked as
 * the console checks them (contract/textLayer.ts): a text layer says 1 to 50 characters, with no invisible
 * controls; a colour is #rrggbb; the font file is one of ours. A fontId is not looked up: a template whose
 * font was deleted still saves (the console shows 字体不存在).
 */
function readTextFields(body: Body, layer: LayerFields, where: string, state: DevState, env: DevEnv): void {
  if (body.text !== undefined || layer.type === 'TEXT') {
    if (body.text === undefined || body.text === null) throw badRequest(TEXT_REQUIRED);
    if (typeof body.text !== 'string') throw badRequest(`${where}.text 必须是字符串`);
    const problem = textLayerProblem(body.text);
    if (problem === 'required') throw badRequest(TEXT_REQUIRED);
    if (problem === 'tooLong') throw badRequest(TEXT_TOO_LONG);
    if (withoutInvisibleControls(body.text) !== body.text) throw badRequest(`${where}.text 不能包含不可见的方向控制符或零宽字符`);
    layer.text = body.text;
  }
  if (body.fontId !== undefined) layer.fontId = optionalId(body, 'fontId') ?? null;
  if (body.fontColor !== undefined) {
    if (typeof body.fontColor !== 'string' || !isTextColor(body.fontColor)) throw badRequest(`${where}.fontColor 必须是 #rrggbb 颜色`);
    layer.fontColor = body.fontColor;
  }
  if (body.verticalText !== undefined) layer.verticalText = flag(body, 'verticalText', where);
  if (body.fontFamilyUrl !== undefined) {
    const url = nullableString(body, 'fontFamilyUrl', where);
    if (url !== null && !isFontFileUrl(url, state, env)) throw badRequest(`${where}.fontFamilyUrl 必须是店铺字体文件的地址`);
    layer.fontFamilyUrl = url;
  }
}

/**
 * The address of a font file of the account's, as a shop font's fontUrl gives it (env.fileUrl), or its content
 * route with or without our origin, unsigned or signed for the account (fileLinks.ts). Font files are never
 * deleted, so a deleted font's address still is one.
 */
function isFontFileUrl(url: string, state: DevState, env: DevEnv): boolean {
  const path = url.startsWith(`${env.origin}/`) ? url.slice(env.origin.length) : url;
  const content = /^\/api\/files\/([^/?#]+)\/content(\?[^#]*)?$/.exec(path);
  if (content) {
    let id: string;
    try {
      id = decodeURIComponent(content[1]!);
    } catch {
      return false;
    }
    if (state.files.get(id)?.kind !== FILE_KIND.FONT) return false;
    return content[2] === undefined || path === signedFileUrl('', env.fileSecret, state.owner, id);
  }
  for (const file of state.files.values()) {
    if (file.kind === FILE_KIND.FONT && file.status === 'uploaded' && env.fileUrl(file, state.owner) === url) return true;
  }
  return false;
}

/** Spec 2 §4: only one image layer may be the background. */
function checkLayers(layers: LayerFields[]): void {
  const backgrounds = layers.filter((layer) => layer.isBackground);
  if (backgrounds.length > 1) throw badRequest(ONE_BACKGROUND);
  if (backgrounds.some((layer) => layer.type !== 'IMAGE')) throw badRequest(BACKGROUND_NOT_IMAGE);
  const uuids = new Set<string>();
  for (const layer of layers) {
    if (uuids.has(layer.uuid)) throw badRequest(`图层 uuid 重复: ${layer.uuid}`);
    uuids.add(layer.uuid);
  }
}

function readStroke(raw: unknown, where: string, state: DevState): Stroke | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'object' || Array.isArray(raw)) throw badRequest(`${where} 必须是对象或 null`);
  const body = raw as Body;
  const color = (field: string): string => {
    const value = body[field];
    if (typeof value !== 'string' || !isStrokeColor(value)) throw badRequest(`${where}.${field} 必须是 #rrggbb 颜色`);
    return value;
  };
  const stroke: Stroke = {
    color: color('color'),
    width: finiteNumber(body, 'width', where),
    style: oneOf<StrokeStyle>(body.style, STROKE_STYLES, `${where}.style`),
    opacity: finiteNumber(body, 'opacity', where),
    color2: color('color2'),
    width2: finiteNumber(body, 'width2', where),
    opacity2: finiteNumber(body, 'opacity2', where),
    offset: finiteNumber(body, 'offset', where),
    // The stored image is the file's; a URL sent along (a local object URL) means nothing to others.
    imageUrl: null,
    imageFileId: strokeImageFile(body, where, state),
    imageFrame: strokeImageFrame(body.imageFrame, `${where}.imageFrame`),
  };
  // Spec 1 §5's limits, as the designer's sliders keep them (contract/stroke.ts).
  const outside = strokeOutOfLimits(stroke);
  if (outside) throw badRequest(`${where}.${outside} 超出描边范围`);
  return stroke;
}

function strokeImageFile(body: Body, where: string, state: DevState): string | null {
  const id = optionalId(body, 'imageFileId');
  return id === undefined || id === null ? null : uploadedFile(state, id, `${where}.imageFileId`).id;
}

function strokeImageFrame(raw: unknown, where: string): StrokeImageFrame | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'object' || Array.isArray(raw)) throw badRequest(`${where} 必须是对象或 null`);
  const body = raw as Body;
  return {
    width: layerNumber(positiveNumber(body, 'width', `${where}.width`), `${where}.width`),
    height: layerNumber(positiveNumber(body, 'height', `${where}.height`), `${where}.height`),
  };
}

/** Existing design-asset collections (spec 1 §3), of any type; duplicates kept once. */
export function readBoundCollections(raw: unknown, state: DevState): string[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw badRequest('boundDesignAssetCollectionIds 必须是数组');
  const ids: string[] = [];
  raw.forEach((value, i) => {
    const id = optionalId({ id: value }, 'id');
    if (id === undefined || id === null) throw badRequest(`boundDesignAssetCollectionIds[${i}] 必须是 id`);
    if (!collectionExists(state, id)) throw badRequest(`素材分组不存在: ${id}`);
    if (ids.indexOf(id) < 0) ids.push(id);
  });
  return ids;
}

export function collectionExists(state: DevState, id: string): boolean {
  for (const list of state.library.collections.values()) {
    if (list.some((collection) => collection.id === id)) return true;
  }
  return false;
}

export function readReference(body: Body, field: string, exists: (id: string) => boolean, what: string): string | null {
  const id = optionalId(body, field) ?? null;
  if (id !== null && !exists(id)) throw badRequest(`${field}: ${what}不存在: ${id}`);
  return id;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], field: string): T {
  if (typeof value !== 'string' || allowed.indexOf(value as T) < 0) throw badRequest(`${field} 必须是 ${allowed.join('、')} 之一`);
  return value as T;
}

/** A decimal number as a string: what a Java-style backend binds ("12.5", "-3", "1e3"); not "0x10", "Infinity" or " ". */
const DECIMAL = /^\s*-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?\s*$/;

/** A finite number; "12.5" binds like 12.5, as a Java-style backend would. */
function numberOf(value: unknown): number | undefined {
  const number = typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

function finiteNumber(body: Body, field: string, where: string): number {
  const value = numberOf(body[field]);
  if (value === undefined) throw badRequest(`${where}.${field} 必须是数字`);
  return value;
}

function positiveNumber(body: Body, field: string, label: string): number {
  const value = numberOf(body[field]);
  if (value === undefined || value <= 0) throw badRequest(`${label} 必须是正数`);
  return value;
}

function canvasSide(body: Body, field: 'width' | 'height'): number {
  const value = positiveNumber(body, field, field);
  if (value < 1 || value > TEMPLATE_MAX_SIDE) throw badRequest(`${field} 必须在 1 到 ${TEMPLATE_MAX_SIDE} 之间`);
  return value;
}

function layerNumber(value: number, label: string): number {
  if (Math.abs(value) > LAYER_MAX_MAGNITUDE) throw badRequest(`${label} 超出范围`);
  return value;
}

const LAYER_UUID = /^[A-Za-z0-9_-]{1,64}$/;
/** A cutout placeholder's type: a word such as head, body, common or p1. */
const PLACEHOLDER_TYPE = /^[A-Za-z0-9_-]{1,32}$/;

function checkedString(value: string | null, pattern: RegExp, label: string): string | null {
  if (value !== null && !pattern.test(value)) throw badRequest(`${label} 格式不正确`);
  return value;
}

function flag(body: Body, field: string, where: string): boolean {
  const value = body[field];
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw badRequest(`${where}.${field} 必须是布尔值`);
  return value;
}

function strokeSvgData(body: Body, where: string): string | null {
  const value = nullableString(body, 'strokeSvgData', where);
  if (value !== null && !isStrokeSvgData(value)) throw badRequest(`${where}.strokeSvgData 必须是不超过 ${STROKE_SVG_DATA_MAX / 1024 / 1024} MB 的路径数据（M、L、Z 与数字）`);
  return value;
}

function nullableString(body: Body, field: string, where: string): string | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw badRequest(`${where}.${field} 必须是字符串或 null`);
  return value;
}
