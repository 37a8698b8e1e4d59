import type { Id } from '../../contract/catalogue';
import { orders } from '../../contract/endpoints/orders/orders';
import type { CustomizedImageLookup, OrderQuery } from '../../contract/orders';
import { call, type ApiOptions } from './client';

/** Spec 3 §2: the order list, server-paged (pageNo from 1), newest first. */
export const listOrders = (query: OrderQuery, signal?: AbortSignal) =>
  call(orders.list, { query: { ...query }, signal });

/**
 * Spec 3 §3: the print files of the given orders, released once charged (an image not yet charged is left
 * out). `callerHandles` lets the download flow report a failure in its own dialog.
 */
export const lookupCustomizedImages = (orderIds: Id[], options: Pick<ApiOptions, 'signal' | 'callerHandles'> = {}) =>
  call(orders.customizedImages, { body: { orderIds } satisfies CustomizedImageLookup, ...options });
