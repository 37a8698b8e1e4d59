// Design templates (spec 2 §3, §7): list (without layers), get, create, update, copy, delete. Spec 2 §7
// names the calls but not their paths; ours are in ROUTES.md. Stored by file id: each layer's imageUrl
// and the thumbnail's url are made at read time (env.fileUrl), like wireframes and assets.
import * as api from '../../../../contract/endpoints/templates';
import { lookupColor, lookupModel } from '../catalogue/catalogueState';
import type { DevEnv } from '../context';
import { urlOfFile } from '../files/fileRefs';
import { HttpError, json } from '../http/http';
import { changedOnly } from '../catalogue/catalogueInput';
import { checkBodyId } from '../library/libraryInput';
import type { Router } from '../http/router';
import { nextId, type DevState } from '../state';
import { checkSourceImageSizes } from './sourceImageSize';
import { assignLayerIds, checkNewImages, collectionExists, defaultTemplateName, readTemplateInput } from './templateInput';
import { findGroup, findTemplate, newestFirst, touch } from './templateState';
import { TEMPLATE_CONFLICT, type DesignTemplate, type Layer, type Stroke, type TemplateSummary } from '../../../../contract/templates';
import type { LayerRecord, TemplateRecord } from './templateTypes';
import { TEMPLATE_NAME_LIMIT, nameLength } from '../../../../contract/names';
import { baseRevisionField, type TemplateInput } from '../../../../contract/templateBody';
import { parseFieldOr400 } from '../http/parse';
import { canvasPictureSize, THUMBNAIL_HEIGHT } from '../../../../contract/canvasPicture';

/**
 * The thumbnail's size as the designer and the PSD import make it (contract/canvasPicture.ts): the dev API does
 * not read image sizes, so it is the canvas's, scaled.
 */
function thumbnailSize(canvas: { width: number; height: number }): { width: number; height: number } {
  const { width, height } = canvasPictureSize(canvas, THUMBNAIL_HEIGHT);
  return { width, height };
}
/** What a copy is called: `<name> 副本`. */
export const COPY_SUFFIX = ' 副本';

/**
 * `<name> 副本`, which may pass the names rule's bound (TEMPLATE_NAME_LIMIT) by the suffix. A name already
 * past it (a copy's) is copied as it is: else each copy of a copy would be three characters longer, and
 * copying in a loop would make a name of any length the rule refuses everywhere else.
 */
export function copyName(name: string): string {
  return nameLength(name, TEMPLATE_NAME_LIMIT) > TEMPLATE_NAME_LIMIT.max ? name : name + COPY_SUFFIX;
}

/** The 409 of a stale update: the designer offers to reload or to overwrite. */
export const TEMPLATE_CONFLICT_MESSAGE = '该模板已在其他页面保存过，当前内容不是最新版本';

export function templateRoutes(router: Router): void {
  router.on(api.templates.list, ({ query, state, env }) => {
    const group = findGroup(state.templates, query().collectionId);
    const list = state.templates.templates.filter((template) => template.collectionId === group.id).sort(newestFirst);
    return json(list.map((record) => summary(record, state, env)));
  });

  router.on(api.templates.get, ({ params, state, env }) => json(view(findTemplate(state.templates, params.id!), state, env)));

  router.on(api.templates.create, async ({ body, state, env }) => {
    const fields = readTemplateInput(await body(), state, env);
    await checkNewImages(fields, state, env);
    await checkSourceImageSizes(fields, state, env);
    // A create never keeps a layer id from the body: those belong to another template, or to none.
    const record = build(nextId(state), fields, new Set(), state);
    state.templates.templates.push(touch(state.templates, record, env.now()));
    return json(view(record, state, env));
  });

  // The body replaces the template (spec 2 §7 update): layers left out are gone, a layer keeps its id
  // only if the template had it (assignLayerIds). The group may change: the body's collectionId wins.
  // A stale save is refused before the fields are read: it changes nothing and says so, even if invalid too.
  router.on(api.templates.replace, async ({ body, params, state, env }) => {
    const current = findTemplate(state.templates, params.id!);
    const sentBack = { name: false };
    const input = await body((sent) => {
      checkBodyId(sent, current.id);
      checkBaseRevision(sent, current);
      // The name the template has is exempt from the names rule (contract/templateBody.ts templateName).
      const changed = changedOnly(sent, { name: current.name });
      sentBack.name = 'name' in sent && !('name' in changed);
      return changed;
    });
    const fields = readTemplateInput(sentBack.name ? { ...input, name: current.name } : input, state, env);
    await checkNewImages(fields, state, env, current);
    await checkSourceImageSizes(fields, state, env);
    const keep = new Set(current.layers.map((layer) => layer.id));
    const replaced = build(current.id, fields, keep, state, current);
    const { templates } = state;
    templates.templates[templates.templates.indexOf(current)] = touch(templates, replaced, env.now());
    return json(view(replaced, state, env));
  });

  // Same group, `<name> 副本`, new template and layer ids; the files (layer images, thumbnail) are shared.
  router.on(api.templates.copy, ({ params, state, env }) => {
    const source = findTemplate(state.templates, params.id!);
    const id = nextId(state);
    const copy: TemplateRecord = {
      ...source,
      id,
      name: copyName(source.name),
      layers: source.layers.map((layer) => ({
        ...layer,
        id: nextId(state),
        stroke: layer.stroke ? { ...layer.stroke } : null,
        ...(layer.crop ? { crop: { ...layer.crop } } : {}),
        ...(layer.sourceImage ? { sourceImage: { ...layer.sourceImage } } : {}),
      })),
      boundDesignAssetCollectionIds: source.boundDesignAssetCollectionIds.slice(),
    };
    state.templates.templates.push(touch(state.templates, copy, env.now()));
    return json(view(copy, state, env));
  });

  router.on(api.templates.remove, ({ params, state }) => {
    const template = findTemplate(state.templates, params.id!);
    state.templates.templates = state.templates.templates.filter((candidate) => candidate !== template);
    return json({});
  });
}

/** An update based on another revision than the stored one would silently undo someone's save. */
function checkBaseRevision(body: Record<string, unknown>, current: TemplateRecord): void {
  const base = parseFieldOr400(baseRevisionField, body, 'baseRevision');
  if (base !== undefined && base !== current.revision) throw new HttpError(409, TEMPLATE_CONFLICT, TEMPLATE_CONFLICT_MESSAGE);
}

function build(id: string, fields: TemplateInput, keep: ReadonlySet<string>, state: DevState, current?: TemplateRecord): TemplateRecord {
  const { layers, name, productMode, ...rest } = fields;
  return {
    id,
    ...rest,
    productMode: productMode !== undefined ? productMode : (current?.productMode ?? null),
    name: name === '' ? defaultTemplateName(state, fields.collectionId, current) : name,
    layers: assignLayerIds(layers, keep, () => nextId(state)),
    // Set by touch().
    updatedAt: 0,
    revision: 0,
  };
}

/**
 * The wire shape without layers. References to things deleted since the save read as gone (a collection
 * left out, a model or colour null), so the console can send the template back unchanged and be accepted.
 */
function summary(record: TemplateRecord, state: DevState, env: DevEnv): TemplateSummary {
  return {
    id: record.id,
    collectionId: record.collectionId,
    name: record.name,
    width: record.width,
    height: record.height,
    thumbnail:
      record.thumbnailFileId === null
        ? null
        : {
            url: urlOfFile(record.thumbnailFileId, state, env),
            ...thumbnailSize(record),
          },
    boundDesignAssetCollectionIds: record.boundDesignAssetCollectionIds.filter((id) => collectionExists(state, id)),
    previewPhoneModelId:
      record.previewPhoneModelId !== null && lookupModel(state.catalogue, record.previewPhoneModelId) ? record.previewPhoneModelId : null,
    previewMaterialColorId:
      record.previewMaterialColorId !== null && lookupColor(state.catalogue, record.previewMaterialColorId) ? record.previewMaterialColorId : null,
    productMode: record.productMode ?? null,
    updatedAt: record.updatedAt,
    revision: record.revision,
  };
}

function view(record: TemplateRecord, state: DevState, env: DevEnv): DesignTemplate {
  const { thumbnail, boundDesignAssetCollectionIds, previewPhoneModelId, previewMaterialColorId, productMode, updatedAt, revision, ...head } = summary(
    record,
    state,
    env,
  );
  return {
    ...head,
    layers: record.layers.map((layer) => layerView(layer, state, env)),
    thumbnail,
    boundDesignAssetCollectionIds,
    previewPhoneModelId,
    previewMaterialColorId,
    productMode,
    updatedAt,
    revision,
  };
}

/** In the order of the Layer interface; text fields only when the layer has them. isSelected is the editor's. */
function layerView(record: LayerRecord, state: DevState, env: DevEnv): Layer {
  const layer: Layer = {
    id: record.id,
    uuid: record.uuid,
    imageUrl: urlOfFile(record.imageFileId, state, env),
    imageFileId: record.imageFileId,
    type: record.type,
    rotation: record.rotation,
    width: record.width,
    height: record.height,
    originalWidth: record.originalWidth,
    originalHeight: record.originalHeight,
    left: record.left,
    top: record.top,
    index: record.index,
    locked: record.locked,
    isSelected: false,
    isBackground: record.isBackground,
    isUserUploadImage: record.isUserUploadImage,
    horizontalFlip: record.horizontalFlip,
    verticalFlip: record.verticalFlip,
    aiCutoutType: record.aiCutoutType,
    aiCutoutPlaceholderImageType: record.aiCutoutPlaceholderImageType,
    stroke: record.stroke ? strokeView(record.stroke, state, env) : null,
    strokeSvgData: record.strokeSvgData,
  };
  if (record.text !== undefined) layer.text = record.text;
  if (record.fontId !== undefined) layer.fontId = record.fontId;
  if (record.fontColor !== undefined) layer.fontColor = record.fontColor;
  if (record.verticalText !== undefined) layer.verticalText = record.verticalText;
  if (record.fontFamilyUrl !== undefined) layer.fontFamilyUrl = record.fontFamilyUrl;
  if (record.name !== undefined) layer.name = record.name;
  if (record.groupId !== undefined) layer.groupId = record.groupId;
  if (record.groupName !== undefined) layer.groupName = record.groupName;
  // Opacity and crop, kept beside the baked image (contract/templates.ts): only when the layer has them.
  if (record.opacity !== undefined) layer.opacity = record.opacity;
  if (record.crop) layer.crop = { ...record.crop };
  if (record.sourceImage) layer.sourceImage = { ...record.sourceImage, imageUrl: urlOfFile(record.sourceImage.imageFileId, state, env) };
  return layer;
}

/** The stroke image is served from its file, like the layer's own image; a stroke without one has none. */
function strokeView(stroke: NonNullable<LayerRecord['stroke']>, state: DevState, env: DevEnv): Stroke {
  const imageFileId = stroke.imageFileId ?? null;
  return { ...stroke, imageFileId, imageUrl: imageFileId ? urlOfFile(imageFileId, state, env) : null, imageFrame: stroke.imageFrame ? { ...stroke.imageFrame } : null };
}
