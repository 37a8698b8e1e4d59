// Design-asset collections (spec 1 §7): one ordered list per asset type. Deleting a collection deletes its
// assets (the confirmation warns about it, spec 1 §4); their files stay in the store, as for wireframes.
import * as api from '../../../../contract/endpoints/library';
import { json } from '../http/http';
import { checkBodyId } from './libraryInput';
import { collectionsOf, findCollection } from './libraryState';
import { type DesignAssetCollection } from '../../../../contract/library';
import { appendItem, moveBefore, removeWhere } from '../linkedList';
import type { Router } from '../http/router';
import { nextId } from '../state';

export function assetCollectionRoutes(router: Router): void {
  router.on(api.assetCollections.list, ({ query, state }) => {
    const { type } = query();
    return json(collectionsOf(state.library, type));
  });

  router.on(api.assetCollections.create, async ({ body, state }) => {
    const { type, name } = await body();
    const collection: DesignAssetCollection = { id: nextId(state), name, type, next: null };
    appendItem(collectionsOf(state.library, type), collection);
    state.library.assets.set(collection.id, []);
    return json(collection);
  });

  // The type is fixed: a collection does not move between libraries (a `type` in the body is ignored).
  router.on(api.assetCollections.update, async ({ body, params, state }) => {
    const collection = findCollection(state.library, params.id!);
    collection.name = (await body((sent) => checkBodyId(sent, collection.id))).name;
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
  router.on(api.assetCollections.reorder, async ({ body, params, state }) => {
    const collection = findCollection(state.library, params.id!);
    const { next } = await body((sent) => checkBodyId(sent, collection.id));
    return json(moveBefore(collectionsOf(state.library, collection.type), collection.id, next));
  });
}
