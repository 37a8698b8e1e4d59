/**
 * Saving a template (spec 2 §4, §7, §9): every layer image not yet a file of the admin API is uploaded
 * (kind 3), the thumbnail of height 600 is exported and uploaded (kind 2), then the template is created
 * or updated. Kept apart from React: the drawer hands in the adapter, the Leafer export and the calls.
 */
import type { Id } from '../../../../contract/catalogue';
import type { ProductMode } from '../../../../contract/customization';
import { ApiError, isRecordGone } from '../../../api/client';
import { createAfterLost, type ReplayOptions } from '../../../api/createAfterLost';
import { TEMPLATE_CONFLICT, type DesignTemplate, type Layer } from '../../../../contract/templates';
import type { LayerInput, TemplateInput } from '../../../../contract/templateBody';
import { MSG as COMMON } from '../../../messages';
import { MSG } from '../messages';
import { bakeKey, bakeOf, bakedLayerFields, layerName, layersForSave, type Bake, type DesignerState } from '../model';
import { taintsCanvas } from '../../../lib/canvasSafety';
import { isOwnImageAddress } from '../model/imageAddress';
import { THUMBNAIL_HEIGHT } from '../../../../contract/canvasPicture';


/** Template fields the designer keeps besides the layers. */
export interface TemplateMeta {
  id: Id | null;
  collectionId: Id;
  name: string;
  boundDesignAssetCollectionIds: Id[];
  previewPhoneModelId: Id | null;
  previewMaterialColorId: Id | null;
  /** Spec 2 §3, set in the 设置 menu (or by batch template settings). */
  productMode: ProductMode | null;
  /** The revision loaded or last saved (null: not created yet); an update sends it back. */
  revision: number | null;
}

export interface SaveDeps {
  /** Reads a layer's image (a local object URL) back into bytes. */
  readImage: (url: string) => Promise<Blob>;
  /**
   * The console's origin (location.origin). An image a save uploads, one without a file yet, is read only
   * from an address of the console's own (model/imageAddress.ts): a layer naming an outside address (a
   * planted draft, docs/designer.md "Drafts") is never fetched and uploaded into the account.
   */
  origin: string;
  uploadLayerImage: (image: Blob, fileName: string) => Promise<string>;
  /** Renders the canvas at the given height (contract/canvasPicture.ts); rejects when the browser cannot (spec: 图片导出失败). */
  exportThumbnail: (height: number) => Promise<Blob>;
  uploadThumbnail: (image: Blob, fileName: string) => Promise<string>;
  /** `options`: a lost create sent again hears its refusal itself (api/createAfterLost.ts), no error modal. */
  createTemplate: (input: TemplateInput, options?: ReplayOptions) => Promise<DesignTemplate>;
  updateTemplate: (id: Id, input: TemplateInput) => Promise<DesignTemplate>;
  /**
   * Someone saved the template since this designer read it (409 TEMPLATE_CONFLICT). Answers the template
   * as it is now, to overwrite (the merchant chose to, and it was just read), or null to stop without saving.
   */
  onConflict: (id: Id) => Promise<DesignTemplate | null>;
  /**
   * The template was deleted since this designer read it (another tab): true to save this design as a new
   * template instead (of the same group, with the same files), false to stop without saving.
   */
  onGone: () => Promise<boolean>;
  /** The layer's original with its opacity and crop drawn in (bakeLayerImage.ts): the picture a saved layer shows. */
  bakeImage: (original: Blob, bake: Bake) => Promise<Blob>;
  /**
   * Baked pictures already uploaded, by bakeKey (model/bakedLayer.ts): the loaded template's and earlier
   * saves'. A save adds those it uploads, so a layer whose opacity and crop did not change is not uploaded again.
   */
  bakedFiles?: Map<string, string>;
  /**
   * What this opening uploaded before, kept whatever the save's answer: a save sent again after its answer was
   * lost sends the same files, so the same body under the same retry key, and is answered with its own save.
   */
  uploaded?: UploadedSoFar;
  /**
   * The settings as this designer loaded or last saved them. Given, an overwrite keeps each setting this
   * designer did not change as the other save left it (a batch setting made meanwhile is not undone).
   */
  loadedSettings?: TemplateSettings;
}

/** The template-level settings, which the 设置 menu and batch template settings both write. */
export type TemplateSettings = Pick<TemplateMeta, 'productMode' | 'boundDesignAssetCollectionIds' | 'previewPhoneModelId' | 'previewMaterialColorId'>;

const SETTING_KEYS: readonly (keyof TemplateSettings)[] = ['productMode', 'boundDesignAssetCollectionIds', 'previewPhoneModelId', 'previewMaterialColorId'];

/** The input to send over `current`: the settings this designer left as it loaded them follow `current`. */
export function overwriteInput(input: TemplateInput, current: DesignTemplate, loaded: TemplateSettings | undefined): TemplateInput {
  if (!loaded) return input;
  const next = { ...input };
  for (const key of SETTING_KEYS) {
    if (JSON.stringify(input[key] ?? null) === JSON.stringify(loaded[key])) Object.assign(next, { [key]: current[key] ?? null });
  }
  return next;
}

/** The merchant chose not to overwrite another save: nothing was saved, and nothing more to say. */
export class SaveAbandoned extends Error {
  constructor() {
    super('save abandoned after a conflict');
    this.name = 'SaveAbandoned';
  }
}

export function isSaveConflict(failure: unknown): boolean {
  return failure instanceof ApiError && failure.status === 409 && failure.code === TEMPLATE_CONFLICT;
}

/**
 * The thumbnail could not be rendered: the caller says 图片导出失败, or, when layers' images taint the
 * canvas (an SVG with web content: lib/canvasSafety.ts), names those layers so the merchant can replace
 * or delete them.
 */
export class ThumbnailExportError extends Error {
  constructor(
    readonly reason: unknown,
    readonly taintingLayers: readonly string[] = [],
  ) {
    super('thumbnail export failed');
    this.name = 'ThumbnailExportError';
  }
}

/** The names of the layers whose images taint the canvas: looked for only once an export has failed. */
async function taintingLayerNames(state: DesignerState, readImage: SaveDeps['readImage']): Promise<string[]> {
  const names: string[] = [];
  for (const layer of state.layers) {
    if (layer.type === 'TEXT') continue;
    const image = await readImage(layer.imageUrl).catch(() => null);
    if (image && (await taintsCanvas(image))) names.push(layerName(state, layer.uuid));
  }
  return names;
}

/**
 * What the designer says when a save fails (spec 1 §8): 图片导出失败 for the thumbnail, 上传失败 for an
 * image that could not be read or uploaded on its way; nothing for an admin API call, whose error modal
 * has already said why.
 */
export function saveFailureText(failure: unknown): string | null {
  if (failure instanceof ThumbnailExportError) {
    return failure.taintingLayers.length > 0 ? MSG.errors.layersTaintCanvas(failure.taintingLayers) : MSG.errors.imageExportFailed;
  }
  if (failure instanceof SaveAbandoned) return null;
  // A 409 is the caller's to show (updateTemplate): any other than the conflict is said here.
  if (failure instanceof ApiError) return failure.status === 409 ? failure.message : null;
  // Inside Qianniu the bridge's own texts say more than 上传失败: that the client did not answer, or answered wrongly.
  if (failure instanceof Error && BRIDGE_TEXTS.has(failure.message)) return failure.message;
  return COMMON.errors.uploadFailed;
}

const BRIDGE_TEXTS: ReadonlySet<string> = new Set([MSG.errors.qianniuTimeout, MSG.errors.qianniuBadReply, MSG.errors.notQianniu]);

/** The files an opening of the designer uploaded: its images by address, and its last thumbnail with its bytes. */
export interface UploadedSoFar {
  files: Map<string, string>;
  thumbnail: { bytes: Uint8Array; fileId: string } | null;
  /**
   * The body of a create whose answer never came (api/client.ts answerLost): the template may exist. A save
   * of a changed design sends it again first (the same body, so the same retry key: answered with what it
   * made, or made now), then updates that template: one template, never a second beside the lost one.
   */
  lostCreate?: TemplateInput | null;
  /** The template the lost create made, found by a later save whose update of it did not go through: the next save updates it. */
  made?: { id: Id } | null;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);

export interface SaveResult {
  template: DesignTemplate;
  /** The file id now behind each uploaded image URL, so the next save does not upload it again. */
  fileIds: ReadonlyMap<string, string>;
}

const EXTENSIONS: Readonly<Record<string, string>> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp', 'image/svg+xml': 'svg' };

/** The bytes of an image to upload, refused unread unless its address is the console's own (SaveDeps.origin). */
function readUpload(url: string, deps: SaveDeps): Promise<Blob> {
  if (!isOwnImageAddress(url, deps.origin)) return Promise.reject(new Error(`not uploaded: ${url} is not an address of the console's`));
  return deps.readImage(url);
}

export async function saveDesign(state: DesignerState, meta: TemplateMeta, deps: SaveDeps): Promise<SaveResult> {
  // One upload per image: a copied layer shares its original's URL.
  const fileIds = new Map<string, string>();
  const uploaded = deps.uploaded ?? { files: new Map<string, string>(), thumbnail: null };
  const uploadOnce = async (url: string, fileName: (image: Blob) => string) => {
    let fileId = uploaded.files.get(url);
    if (fileId === undefined) {
      const image = await readUpload(url, deps);
      fileId = await deps.uploadLayerImage(image, fileName(image));
      uploaded.files.set(url, fileId);
    }
    fileIds.set(url, fileId);
  };
  for (const layer of state.layers) {
    if (!layer.imageFileId && !fileIds.has(layer.imageUrl)) await uploadOnce(layer.imageUrl, (image) => `layer-${layer.uuid}.${EXTENSIONS[image.type] ?? 'png'}`);
    // The stroke image is a layer image too: a template reopened elsewhere draws it from the file.
    const strokeUrl = layer.stroke?.imageUrl;
    if (strokeUrl && !layer.stroke?.imageFileId && !fileIds.has(strokeUrl)) await uploadOnce(strokeUrl, () => `stroke-${layer.uuid}.png`);
  }

  // Opacity and crop: spec 2 §3's layer has no field for them, so the saved image is the original with both
  // drawn in, the original kept beside it (model/bakedLayer.ts).
  const bakedFiles = deps.bakedFiles ?? new Map<string, string>();
  const baked = new Map<string, { bake: Bake; fileId: string }>();
  for (const layer of layersForSave(state)) {
    const bake = bakeOf(layer);
    if (!bake) continue;
    const key = bakeKey(layer.imageUrl, bake);
    if (!bakedFiles.has(key)) {
      const image = await deps.bakeImage(await deps.readImage(layer.imageUrl), bake);
      bakedFiles.set(key, await deps.uploadLayerImage(image, `layer-${layer.uuid}.png`));
    }
    baked.set(layer.uuid, { bake, fileId: bakedFiles.get(key)! });
  }

  let thumbnail: Blob;
  try {
    thumbnail = await deps.exportThumbnail(THUMBNAIL_HEIGHT);
  } catch (failure) {
    throw new ThumbnailExportError(failure, await taintingLayerNames(state, deps.readImage));
  }
  // The same picture as the last one uploaded (nothing changed since a save whose answer was lost): its file.
  const bytes = new Uint8Array(await thumbnail.arrayBuffer());
  const last = uploaded.thumbnail;
  const thumbnailFileId = last && sameBytes(last.bytes, bytes) ? last.fileId : await deps.uploadThumbnail(thumbnail, 'thumbnail.png');
  uploaded.thumbnail = { bytes, fileId: thumbnailFileId };

  const input: TemplateInput = {
    collectionId: meta.collectionId,
    name: meta.name.trim(),
    width: state.canvas.width,
    height: state.canvas.height,
    layers: layersForSave(state).map((layer) => {
      const fileId = layer.imageFileId ?? fileIds.get(layer.imageUrl)!;
      return savedLayerInput(withStrokeFile(layer, fileIds), fileId, baked.get(layer.uuid));
    }),
    thumbnailFileId,
    boundDesignAssetCollectionIds: meta.boundDesignAssetCollectionIds,
    previewPhoneModelId: meta.previewPhoneModelId,
    previewMaterialColorId: meta.previewMaterialColorId,
    productMode: meta.productMode,
  };
  const template = meta.id === null ? await create(input, uploaded, deps) : await update(meta.id, meta.revision, input, deps, uploaded);
  return { template, fileIds };
}

/**
 * The create, after this opening's lost one if there is one (UploadedSoFar.lostCreate), or the update of the
 * template it made where a save made it and then failed (UploadedSoFar.made).
 */
async function create(input: TemplateInput, uploaded: UploadedSoFar, deps: SaveDeps): Promise<DesignTemplate> {
  let made = uploaded.made ?? null;
  if (!made) {
    const created = await createAfterLost(uploaded, input, deps.createTemplate);
    if (!created.replayed) return created.made;
    made = uploaded.made = { id: created.made.id };
  }
  // Made by this opening a moment ago, and this opening's design is the one being saved: set whole, from no
  // revision read. Sent from the one it was made with, its own update whose answer was lost would come back
  // as a conflict with itself, and the question's 重新加载 has no template of this opening's to reload.
  const updated = await update(made.id, null, input, deps, uploaded);
  uploaded.made = null;
  return updated;
}

/** The update, sent again over the other save only when the merchant says so (the files are uploaded once). */
async function update(id: Id, revision: number | null, input: TemplateInput, deps: SaveDeps, uploaded: UploadedSoFar): Promise<DesignTemplate> {
  let baseRevision = revision;
  let body = input;
  for (;;) {
    try {
      return await deps.updateTemplate(id, baseRevision === null ? body : { ...body, baseRevision });
    } catch (failure) {
      if (isRecordGone(failure)) {
        if (!(await deps.onGone())) throw new SaveAbandoned();
        // Saved as a new template: a create like any other, its lost answer kept for the next save.
        uploaded.made = null;
        return create(input, uploaded, deps);
      }
      if (!isSaveConflict(failure)) throw failure;
      const current = await deps.onConflict(id);
      if (current === null) throw new SaveAbandoned();
      baseRevision = current.revision;
      body = overwriteInput(input, current, deps.loadedSettings);
    }
  }
}

/** The save body of one layer: its file instead of its URL; the selection is not part of a layer. */
export function layerInput(layer: Layer, imageFileId: string): LayerInput {
  const { imageUrl: _url, imageFileId: _file, isSelected: _selected, ...rest } = layer;
  return { ...rest, imageFileId };
}

/**
 * The save body of one layer as a save sends it: with opacity or crop, its baked picture's file (`baked`) and
 * the original (`fileId`) beside it (model/bakedLayer.ts); else its own file.
 */
export function savedLayerInput(layer: Layer, fileId: string, baked: { bake: Bake; fileId: string } | undefined): LayerInput {
  return baked ? layerInput({ ...layer, ...bakedLayerFields(layer, baked.bake, fileId) }, baked.fileId) : layerInput(layer, fileId);
}

/**
 * The layers after a save: each takes the id the server gave it (matched by uuid, which the server
 * keeps) and the file its image was uploaded as. The images keep their URLs, so nothing reloads.
 */
export function layersAfterSave(layers: readonly Layer[], saved: DesignTemplate, fileIds: ReadonlyMap<string, string>): Layer[] {
  const ids = new Map(saved.layers.map((layer) => [layer.uuid, layer.id]));
  return layers.map((layer) => ({
    ...withStrokeFile(layer, fileIds),
    id: ids.get(layer.uuid) ?? layer.id,
    imageFileId: layer.imageFileId ?? fileIds.get(layer.imageUrl) ?? null,
  }));
}

/** The layer with its stroke image's file id, once the image is uploaded (the URL stays, nothing reloads). */
export function withStrokeFile(layer: Layer, fileIds: ReadonlyMap<string, string>): Layer {
  const stroke = layer.stroke;
  if (!stroke?.imageUrl || stroke.imageFileId) return layer;
  const imageFileId = fileIds.get(stroke.imageUrl);
  return imageFileId ? { ...layer, stroke: { ...stroke, imageFileId } } : layer;
}
