// What a template body (POST and PUT /api/design_templates, spec 2 §3, §5, §7) names in the store, looked up
// once the router has read its shape and the form's rules with the endpoint's schema (contract/templateBody.ts).
// Everything is checked before anything is stored or any id allocated, so a refused body changes nothing.
import { pathPattern } from '../../../../contract/pathPattern';
import { files } from '../../../../contract/endpoints/files/files';
import { lookupColor, lookupModel } from '../catalogue/catalogueState';
import { signedFileUrl } from '../files/fileLinks';
import { uploadedFile } from '../files/fileRefs';
import { UPLOAD_RULE, checkStoredImage } from '../files/storedImages';
import { badRequest } from '../http/http';
import type { DevState } from '../state';
import type { DevEnv } from '../context';
import { FILE_KIND } from '../../../../contract/files';
import { type LayerInput, type TemplateInput } from '../../../../contract/templateBody';
import { type LayerRecord, type TemplateRecord } from './templateTypes';

/** The fields the endpoint's schema read, with what they name found in the store. */
export function readTemplateInput(fields: TemplateInput, state: DevState, env: DevEnv): TemplateInput {
  const { collectionId } = fields;
  if (!state.templates.groups.some((group) => group.id === collectionId)) throw badRequest(`模板分组不存在: ${collectionId}`);
  const layers = fields.layers.map((layer, i) => layerFields(layer, `layers[${i}]`, state, env));
  const thumbnailFileId = fields.thumbnailFileId === null ? null : uploadedFile(state, fields.thumbnailFileId, 'thumbnailFileId').id;
  return {
    collectionId,
    name: fields.name,
    width: fields.width,
    height: fields.height,
    layers,
    thumbnailFileId,
    boundDesignAssetCollectionIds: existingCollections(fields.boundDesignAssetCollectionIds, state),
    previewPhoneModelId: existingReference(fields.previewPhoneModelId, 'previewPhoneModelId', (id) => lookupModel(state.catalogue, id) !== undefined, '型号'),
    previewMaterialColorId: existingReference(fields.previewMaterialColorId, 'previewMaterialColorId', (id) => lookupColor(state.catalogue, id) !== undefined, '材质颜色'),
    productMode: fields.productMode,
  };
}

type ImageHolder = Pick<TemplateInput, 'thumbnailFileId'> & { layers: readonly Pick<LayerInput, 'imageFileId' | 'stroke' | 'sourceImage'>[] };

const imageIdsOf = (holder: ImageHolder): string[] => [
  ...holder.layers.flatMap((layer) => [
    layer.imageFileId,
    ...(layer.stroke?.imageFileId ? [layer.stroke.imageFileId] : []),
    ...(layer.sourceImage ? [layer.sourceImage.imageFileId] : []),
  ]),
  ...(holder.thumbnailFileId === null ? [] : [holder.thumbnailFileId]),
];

/**
 * The images a body brings that the template (`current`, on PUT) does not hold yet: its layers', their
 * strokes' and its thumbnail, each held to the designer's upload rule (files/storedImages.ts). Those it
 * holds were checked when they came; readTemplateInput has found each in the store.
 */
export async function checkNewImages(input: TemplateInput, state: DevState, env: DevEnv, current?: TemplateRecord): Promise<void> {
  const held = new Set(current ? imageIdsOf(current) : []);
  for (const id of new Set(imageIdsOf(input))) {
    if (!held.has(id)) await checkStoredImage(state.files.get(id)!, state, env, UPLOAD_RULE);
  }
}

/**
 * Gives every layer a string id. A layer keeps its id when it is one of `keep` (the layers the template
 * already has, on PUT) and not taken by an earlier layer of the body; any other layer (new, copied, or
 * naming another template's layer) gets a fresh one. uuids are the client's and are kept as sent.
 */
export function assignLayerIds(layers: readonly LayerInput[], keep: ReadonlySet<string>, allocate: () => string): LayerRecord[] {
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

/** A layer read by the schema, with its image files and font address looked up; its id is the client's until assignLayerIds. */
function layerFields(layer: LayerInput, where: string, state: DevState, env: DevEnv): LayerInput {
  const { stroke, fontFamilyUrl, sourceImage, ...rest } = layer;
  const fields: LayerInput = {
    ...rest,
    imageFileId: uploadedFile(state, layer.imageFileId, `${where}.imageFileId`).id,
    stroke:
      stroke === null
        ? null
        : {
            ...stroke,
            imageFileId: stroke.imageFileId == null ? null : uploadedFile(state, stroke.imageFileId, `${where}.stroke.imageFileId`).id,
          },
  };
  // The original behind a baked image (contract/templates.ts): a file of the account's, like the layer's own.
  if (sourceImage != null) fields.sourceImage = { ...sourceImage, imageFileId: uploadedFile(state, sourceImage.imageFileId, `${where}.sourceImage.imageFileId`).id };
  if (fontFamilyUrl !== undefined) {
    if (fontFamilyUrl !== null && !isFontFileUrl(fontFamilyUrl, state, env)) throw badRequest(`${where}.fontFamilyUrl 必须是店铺字体文件的地址`);
    fields.fontFamilyUrl = fontFamilyUrl;
  }
  return fields;
}

/**
 * The address of a font file of the account's, as a shop font's fontUrl gives it (env.fileUrl), or its content
 * route with or without our origin, unsigned or signed for the account (fileLinks.ts). Font files are never
 * deleted, so a deleted font's address still is one.
 */
function isFontFileUrl(url: string, state: DevState, env: DevEnv): boolean {
  const path = url.startsWith(`${env.origin}/`) ? url.slice(env.origin.length) : url;
  const content = pathPattern(files.content, { query: true }).exec(path);
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

/** Existing design-asset collections (spec 1 §3), of any type. */
export function existingCollections(ids: string[], state: DevState): string[] {
  for (const id of ids) if (!collectionExists(state, id)) throw badRequest(`素材分组不存在: ${id}`);
  return ids;
}

export function collectionExists(state: DevState, id: string): boolean {
  for (const list of state.library.collections.values()) {
    if (list.some((collection) => collection.id === id)) return true;
  }
  return false;
}

function existingReference(id: string | null, field: string, exists: (id: string) => boolean, what: string): string | null {
  if (id !== null && !exists(id)) throw badRequest(`${field}: ${what}不存在: ${id}`);
  return id;
}
