import type { Endpoints } from '../../endpoint';

export const marketplaceImages = {
  get: { method: 'GET', path: '/api/__dev/marketplace_images/:file', rules: __DEV_TOOLS__ && { access: 'public' } },
} as const satisfies Endpoints;
