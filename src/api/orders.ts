import type { Id } from '../../contract/catalogue';
import type { CustomizedImageLookup, CustomizedImageRecord, OrderPage, OrderQuery } from '../../contract/orders';
import { apiRequest, type ApiOptions } from './client';

/** Spec 3 §2: the order list, server-paged (pageNo from 1), newest first. */
export const listOrders = (query: OrderQuery, signal?: AbortSignal) =>
  apiRequest<OrderPage>('/api/orders', { query: { ...query }, signal });

/**
 * Spec 3 §3: the print files of the given orders, released once charged (an image not yet charged is left
 * out). `callerHandles` lets the download flow report a failure in its own dialog.
 */
export const lookupCustomizedImages = (orderIds: Id[], options: Pick<ApiOptions, 'signal' | 'callerHandles'> = {}) =>
  apiRequest<CustomizedImageRecord[]>('/api/orders/customized_images', { method: 'POST', body: { orderIds } satisfies CustomizedImageLookup, ...options });
