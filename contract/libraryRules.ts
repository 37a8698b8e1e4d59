/**
 * The library's body schemas only the endpoint table names (contract/endpoints/library; the orderings' are in
 * ordering.ts, the fonts' in fontReplies.ts). Apart from library.ts, which the screens import for ASSET_TYPE, so
 * that their production chunks hold none of them.
 */
import * as v from 'valibot';
import { assetType } from './library';
import { COLLECTION_NAME_LIMIT } from './names';
import { REQUIRED } from './nameTexts';
import { field, nameSchema, optionalBodyId, requiredBodyId } from './wire';

const assetTypeField = field(assetType);

/** A collection's name: the names rule (contract/names.ts); spec 1 §5 gives it no text of its own, so the default. */
const collectionName = field(nameSchema(COLLECTION_NAME_LIMIT, REQUIRED));

/** POST /api/design_asset_collections. */
export const CollectionBodySchema = v.object({ type: assetTypeField, name: collectionName });

/**
 * PATCH /api/design_asset_collections/{id}: the name. The type is fixed (a collection does not move between
 * libraries): one sent is ignored. An `id` sent must be the path's, which the dev API checks before the name.
 */
export const CollectionPatchSchema = v.object({ id: optionalBodyId, name: collectionName });

/**
 * POST /api/design_assets: the collection and the upload by id; `thumbnailFileId` is ours (the 400 px thumbnail
 * made at upload, spec 1 §9). The collection, the files and their bytes are looked up after this.
 */
export const DesignAssetBodySchema = v.object({
  type: assetTypeField,
  collectionId: requiredBodyId,
  fileId: requiredBodyId,
  thumbnailFileId: optionalBodyId,
});
