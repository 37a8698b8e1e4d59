// Design assets (spec 1 §7): images in a collection, paged, ordered within their collection. Stored by file
// id; `url` and `thumbnailUrl` are made at read time (env.fileUrl), like the wireframes' layers.
import * as api from '../../../../contract/endpoints/library';
import { ASSET_MAX_BYTES, ASSET_TOO_LARGE } from '../../../../contract/limits';
import type { DevEnv } from '../context';
import { uploadedFile, urlOfFile } from '../files/fileRefs';
import { UPLOAD_RULE, checkStoredImage, uploadedImage } from '../files/storedImages';
import { badRequest, json } from '../http/http';
import { checkBodyId } from './libraryInput';
import { assetsOf, findAsset } from './libraryState';
import { type DesignAsset, type Page } from '../../../../contract/library';
import type { DesignAssetRecord } from './libraryTypes';
import { appendItem, moveBefore, removeWhere } from '../linkedList';
import type { Router } from '../http/router';
import { sizeOf } from '../files/seedFiles';
import { nextId, type DevState } from '../state';


export function designAssetRoutes(router: Router): void {
  // pageNo counts from 1; a page past the end is empty, with the total still given.
  router.on(api.designAssets.list, ({ query, state, env }) => {
    const { collectionId, pageNo, pageSize } = query();
    const all = assetsOf(state.library, collectionId);
    const start = (pageNo - 1) * pageSize;
    const page: Page<DesignAsset> = {
      items: all.slice(start, start + pageSize).map((record) => view(record, state, env)),
      totalItems: all.length,
    };
    return json(page);
  });

  router.on(api.designAssets.create, async ({ body, state, env }) => {
    const { type, collectionId, fileId, thumbnailFileId: thumbnailId } = await body();
    const collection = state.library.collections.get(type)?.find((candidate) => candidate.id === collectionId);
    if (!collection) {
      const known = [...state.library.collections.values()].some((list) => list.some((candidate) => candidate.id === collectionId));
      throw badRequest(known ? `素材类型 ${type} 与分组的类型不一致` : `分组不存在: ${collectionId}`);
    }
    const file = uploadedFile(state, fileId, 'fileId');
    const size = await sizeOf(file, state, env);
    // A marketplace file whose size nobody told us cannot be measured: let it through, the client checked.
    if (size !== undefined && size > ASSET_MAX_BYTES) throw badRequest(ASSET_TOO_LARGE);
    // Then what 上传素材 checks before it sends (the format and the declared size), in its order and words.
    await checkStoredImage(file, state, env, UPLOAD_RULE);
    const thumbnailFileId = thumbnailId == null ? null : (await uploadedImage(state, env, thumbnailId, 'thumbnailFileId')).id;
    const record: DesignAssetRecord = { id: nextId(state), collectionId, type, fileId: file.id, thumbnailFileId, next: null };
    appendItem(assetsOf(state.library, collectionId), record);
    return json(view(record, state, env));
  });

  router.on(api.designAssets.remove, ({ params, state }) => {
    const asset = findAsset(state.library, params.id!);
    removeWhere(assetsOf(state.library, asset.collectionId), (candidate) => candidate.id === asset.id);
    return json({});
  });

  // Within its collection: `next` in another collection is refused (400 INVALID_ORDERING).
  router.on(api.designAssets.reorder, async ({ body, params, state, env }) => {
    const asset = findAsset(state.library, params.id!);
    const { next } = await body((sent) => checkBodyId(sent, asset.id));
    return json(view(moveBefore(assetsOf(state.library, asset.collectionId), asset.id, next), state, env));
  });
}

function view(record: DesignAssetRecord, state: DevState, env: DevEnv): DesignAsset {
  return {
    id: record.id,
    url: urlOfFile(record.fileId, state, env),
    thumbnailUrl: record.thumbnailFileId === null ? null : urlOfFile(record.thumbnailFileId, state, env),
    collectionId: record.collectionId,
    type: record.type,
    fileId: record.fileId,
    next: record.next,
  };
}
