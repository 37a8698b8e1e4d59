import type { Endpoints } from '../../endpoint';
import { DesignAssetBodySchema, DesignAssetPageSchema, DesignAssetQuerySchema, DesignAssetSchema, INVALID_ORDERING, PathOrderingBodySchema } from '../endpointSchemas';

export const designAssets = {
  list: { method: 'GET', path: '/api/design_assets', rules: __DEV_TOOLS__ && { access: 'merchant', query: DesignAssetQuerySchema, reply: DesignAssetPageSchema } },
  create: { method: 'POST', path: '/api/design_assets', rules: __DEV_TOOLS__ && { access: 'merchant', body: DesignAssetBodySchema, reply: DesignAssetSchema } },
  remove: { method: 'DELETE', path: '/api/design_assets/:id', rules: __DEV_TOOLS__ && { access: 'merchant' } },
  reorder: { method: 'PATCH', path: '/api/design_assets/:id/ordering', rules: __DEV_TOOLS__ && { access: 'merchant', body: PathOrderingBodySchema, bodyCode: INVALID_ORDERING } },
} as const satisfies Endpoints;
