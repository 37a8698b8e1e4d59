// Design-asset collections (spec 1 §7): one ordered list per asset type. Deleting a collection deletes its
// assets (the confirmation warns about it, spec 1 §4); their files stay in the store, as for wireframes.
import * as api from '../../../../contract/endpoints/library';
import { checkedName } from '../catalogue/catalogueInput';
import { json, readJsonObject } from '../http/http';
import { checkBodyId } from './libraryInput';
import { parseOr400 } from '../http/parse';
import { collectionsOf, findCollection } from './libraryState';
import { AssetTypeBodySchema, type DesignAssetCollection } from '../../../../contract/library';
import { appendItem, moveBefore, readNext, removeWhere } from '../linkedList';
import type { Router } from '../http/router';
import { nextId } from '../state';
import { COLLECTION_NAME_LIMIT, REQUIRED } from '../../../../contract/names';

/** Spec 1 §5 gives the collection name no text of its own: its default (spec 2's 请输入分组名称 is the template group's). */
export const COLLECTION_NAME_REQUIRED = REQUIRED;

export function assetCollectionRoutes(router: Router): void {
  router.on(api.assetCollections.list, ({ query, state }) => {
    const { type } = query();
    return json(collectionsOf(state.library, type));
  });

  router.on(api.assetCollections.create, async ({ request, state }) => {
    const body = await readJsonObject(request);
    const { type } = parseOr400(AssetTypeBodySchema, body);
    const name = readCollectionName(body);
    const collection: DesignAssetCollection = { id: nextId(state), name, type, next: null };
    appendItem(collectionsOf(state.library, type), collection);
    state.library.assets.set(collection.id, []);
    return json(collection);
  });

  // The type is fixed: a collection does not move between libraries (a `type` in the body is ignored).
  router.on(api.assetCollections.update, async ({ request, params, state }) => {
    const collection = findCollection(state.library, params.id!);
    const body = await readJsonObject(request);
    checkBodyId(body, collection.id);
    collection.name = readCollectionName(body);
    return json(collection);
  });

  router.on(api.assetCollections.remove, ({ params, state }) => {
    const { library } = state;
    const collection = findCollection(library, params.id!);
    removeWhere(collectionsOf(library, collection.type), (candidate) => candidate.id === collection.id);
    library.assets.delete(collection.id);
    return json({});
  });

  // Within its own type's list: a `next` of another type is not in the list (400 INVALID_ORDERING).
  router.on(api.assetCollections.reorder, async ({ request, params, state }) => {
    const collection = findCollection(state.library, params.id!);
    const body = await readJsonObject(request);
    checkBodyId(body, collection.id);
    const next = readNext(body);
    return json(moveBefore(collectionsOf(state.library, collection.type), collection.id, next));
  });
}

/** The names rule (contract/names.ts): at most 12 wide, where a double-width character (CJK, full-width) counts 2. */
function readCollectionName(body: Record<string, unknown>): string {
  return checkedName(body.name, COLLECTION_NAME_LIMIT, COLLECTION_NAME_REQUIRED);
}
