import type { Endpoints } from '../../endpoint';

export const orderImages = {
  get: { method: 'GET', path: '/api/order_images/:orderId/:itemId/:infoIndex/:file', rules: __DEV_TOOLS__ && { access: 'signed' } },
} as const satisfies Endpoints;
