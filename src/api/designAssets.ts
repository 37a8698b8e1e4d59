import type { Id } from '../../contract/catalogue';
import { apiRequest, deleteRecord, type QuietOptions } from './client';
import type { AssetType, DesignAsset, DesignAssetCollection, DesignAssetQuery, Page } from '../../contract/library';

const collections = '/api/design_asset_collections';
const assets = '/api/design_assets';

export const listCollections = (type: AssetType, options: QuietOptions = {}) =>
  apiRequest<DesignAssetCollection[]>(collections, { ...options, query: { type } });
export const createCollection = (type: AssetType, name: string) =>
  apiRequest<DesignAssetCollection>(collections, { method: 'POST', body: { type, name } });
export const renameCollection = (id: Id, name: string) =>
  apiRequest<DesignAssetCollection>(`${collections}/${id}`, { method: 'PATCH', body: { id, name } });
export const orderCollection = (id: Id, next: Id | null) =>
  apiRequest<unknown>(`${collections}/${id}/ordering`, { method: 'PATCH', body: { id, next } });
export const deleteCollection = (id: Id) => deleteRecord(`${collections}/${id}`);

export const listAssets = (collectionId: Id, pageNo: number, pageSize: number) =>
  apiRequest<Page<DesignAsset>>(assets, { query: { collectionId, pageNo, pageSize } satisfies DesignAssetQuery });
/** `thumbnailFileId` is ours: the 400 px thumbnail made at upload (spec 1 §9). */
export const createAsset = (asset: { type: AssetType; collectionId: Id; fileId: string; thumbnailFileId: string | null }) =>
  apiRequest<DesignAsset>(assets, { method: 'POST', body: asset });
export const deleteAsset = (id: Id) => deleteRecord(`${assets}/${id}`);
export const orderAsset = (id: Id, next: Id | null) =>
  apiRequest<unknown>(`${assets}/${id}/ordering`, { method: 'PATCH', body: { id, next } });
