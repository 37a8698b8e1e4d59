import type { Id } from '../../contract/catalogue';
import { assetCollections } from '../../contract/endpoints/library/assetCollections';
import { designAssets } from '../../contract/endpoints/library/designAssets';
import { call, deleteRecord, type QuietOptions } from './client';
import type { AssetType, DesignAssetQuery } from '../../contract/library';

export const listCollections = (type: AssetType, options: QuietOptions = {}) =>
  call(assetCollections.list, { ...options, query: { type } });
export const createCollection = (type: AssetType, name: string) =>
  call(assetCollections.create, { body: { type, name } });
export const renameCollection = (id: Id, name: string) =>
  call(assetCollections.update, { params: { id }, body: { id, name } });
export const orderCollection = (id: Id, next: Id | null) =>
  call(assetCollections.reorder, { params: { id }, body: { id, next } });
export const deleteCollection = (id: Id) => deleteRecord(assetCollections.remove, { id });

export const listAssets = (collectionId: Id, pageNo: number, pageSize: number) =>
  call(designAssets.list, { query: { collectionId, pageNo, pageSize } satisfies DesignAssetQuery });
/** `thumbnailFileId` is ours: the 400 px thumbnail made at upload (spec 1 §9). */
export const createAsset = (asset: { type: AssetType; collectionId: Id; fileId: string; thumbnailFileId: string | null }) =>
  call(designAssets.create, { body: asset });
export const deleteAsset = (id: Id) => deleteRecord(designAssets.remove, { id });
export const orderAsset = (id: Id, next: Id | null) =>
  call(designAssets.reorder, { params: { id }, body: { id, next } });
