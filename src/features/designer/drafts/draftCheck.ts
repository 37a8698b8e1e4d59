/**
 * A draft read back from IndexedDB, checked before it is offered (docs/designer.md, "Drafts"). Any page of the
 * console's origin can write that store, so a draft is input like a request body: its canvas, its preview,
 * product mode, bound collections, revision and lost create must be of the kind the designer writes, its layers must pass the
 * layer rules the API applies to a save (contract/templateBody.ts TemplateLayersSchema), as the save would
 * send them, and every image address in them the designer's address rule (model/imageAddress.ts). A draft
 * with more layers than a template may hold (TEMPLATE_MAX_LAYERS) is refused on its count alone, before any
 * layer is looked at.
 */
import * as v from 'valibot';
import { TemplateBodySchema, TemplateLayersSchema } from '../../../../contract/templateBody';
import { isProductMode } from '../../../../contract/customization';
import { TEMPLATE_MAX_LAYERS, TEMPLATE_MAX_SIDE } from '../../../../contract/templates';
import { bakeOf, type Layer } from '../model';
import { isOwnImageAddress, isStoredImageAddress } from '../model/imageAddress';
import { savedLayerInput } from '../save/saveDesign';

/** Stands for the file a save would upload a local image as: a draft's layer has none until it is saved. */
const NOT_UPLOADED = 'draft';

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

const isCanvasSide = (value: unknown) => typeof value === 'number' && value >= 1 && value <= TEMPLATE_MAX_SIDE;

/** The canvas as the designer keeps it, its size alone: the restore hands it to the drawing whole. */
const isCanvas = (value: unknown) =>
  isFields(value) && Object.keys(value).every((key) => key === 'width' || key === 'height') && isCanvasSide(value['width']) && isCanvasSide(value['height']);

const isId = (value: unknown) => typeof value === 'string' && value !== '';
/** Absent in a draft written before the field was kept (designDraft.ts), null where the template has none. */
const absentOr = (value: unknown, check: (value: unknown) => boolean) => value === undefined || value === null || check(value);

/**
 * The fields besides the layers that a restore takes (session/useDesignDocument.ts) and the next save sends,
 * each of the kind the designer writes: a wrong one would break the page or make every save refused.
 */
function hasSoundFields(draft: Fields): boolean {
  return (
    Number.isFinite(draft['savedAt']) &&
    typeof draft['name'] === 'string' &&
    absentOr(draft['previewPhoneModelId'], isId) &&
    absentOr(draft['previewMaterialColorId'], isId) &&
    absentOr(draft['productMode'], isProductMode) &&
    (draft['boundDesignAssetCollectionIds'] === undefined || (Array.isArray(draft['boundDesignAssetCollectionIds']) && draft['boundDesignAssetCollectionIds'].every(isId))) &&
    absentOr(draft['baseRevision'], (revision) => Number.isSafeInteger(revision)) &&
    // A lost create is sent again as it is: it must be a body the API takes (which checks its group and files
    // as for any create of this account's).
    absentOr(draft['lostCreate'], (body) => v.is(TemplateBodySchema, body))
  );
}

/**
 * The addresses a layer's pictures are drawn or uploaded from (its image, its stroke's, its original's), each
 * with whether it names its stored file: only those may be another origin's (model/imageAddress.ts).
 */
function addressesOf(layer: Fields): { address: unknown; stored: boolean }[] {
  const parts = [layer, layer['stroke'], layer['sourceImage']].filter(isFields);
  return parts
    .filter((part, n) => n === 0 || part['imageUrl'] != null)
    .map((part) => ({ address: part['imageUrl'], stored: part['imageFileId'] != null }));
}

function hasOwnAddresses(layer: unknown, origin: string): layer is Layer {
  return (
    isFields(layer) &&
    addressesOf(layer).every(({ address, stored }) => typeof address === 'string' && (stored ? isStoredImageAddress(address, origin) : isOwnImageAddress(address, origin)))
  );
}

/** The layer as a save would send it (save/saveDesign.ts), an image not uploaded yet standing for its file. */
function asSaved(layer: Layer): ReturnType<typeof savedLayerInput> {
  const bake = bakeOf(layer);
  return savedLayerInput(layer, layer.imageFileId ?? NOT_UPLOADED, bake ? { bake, fileId: NOT_UPLOADED } : undefined);
}

/** Whether a value read as a draft (designDraft.ts DesignDraft) may be offered. `origin`: the console's (location.origin). */
export function isSoundDraft(value: unknown, origin: string): boolean {
  if (!isFields(value)) return false;
  const { layers, canvas, images } = value;
  // The count first: a planted draft of 20,000 layers is refused without a look at any of them.
  if (!Array.isArray(layers) || layers.length > TEMPLATE_MAX_LAYERS) return false;
  if (!isCanvas(canvas)) return false;
  if (!isFields(images) || !Object.values(images).every((image) => image instanceof Blob)) return false;
  if (!hasSoundFields(value)) return false;
  if (!layers.every((layer) => hasOwnAddresses(layer, origin))) return false;
  try {
    // Each at its place in the stack, as a save numbers them (model/save.ts layersForSave): a layer's own
    // `index` is the one it was loaded with, and a layer added since has none of its own yet.
    return v.is(TemplateLayersSchema, (layers as Layer[]).map((layer, index) => asSaved({ ...layer, index })));
  } catch {
    // A field of a shape no layer has (a crop that is a string) breaks the mapping: refused like any other.
    return false;
  }
}
