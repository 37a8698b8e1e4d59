import * as v from 'valibot';
import type { Endpoints } from '../../endpoint';
import { AssetCollectionQuerySchema, CollectionBodySchema, CollectionPatchSchema, DesignAssetCollectionSchema, INVALID_ORDERING, PathOrderingBodySchema } from '../endpointSchemas';

export const assetCollections = {
  list: { method: 'GET', path: '/api/design_asset_collections', rules: __DEV_TOOLS__ && { access: 'merchant', query: AssetCollectionQuerySchema, reply: v.array(DesignAssetCollectionSchema) } },
  create: { method: 'POST', path: '/api/design_asset_collections', rules: __DEV_TOOLS__ && { access: 'merchant', body: CollectionBodySchema, reply: DesignAssetCollectionSchema } },
  update: { method: 'PATCH', path: '/api/design_asset_collections/:id', rules: __DEV_TOOLS__ && { access: 'merchant', body: CollectionPatchSchema, reply: DesignAssetCollectionSchema } },
  remove: { method: 'DELETE', path: '/api/design_asset_collections/:id', rules: __DEV_TOOLS__ && { access: 'merchant' } },
  reorder: { method: 'PATCH', path: '/api/design_asset_collections/:id/ordering', rules: __DEV_TOOLS__ && { access: 'merchant', body: PathOrderingBodySchema, bodyCode: INVALID_ORDERING } },
} as const satisfies Endpoints;
