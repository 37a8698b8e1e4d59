import type { Id } from '../../contract/catalogue';
import { products } from '../../contract/endpoints/shops/products';
import type { ProductInput, ProductQuery, ProductSyncInput } from '../../contract/products';
import { call, deleteRecord, type ApiOptions, type QuietOptions } from './client';

/** Spec 3 §7: server-paged, pageNo from 1. */
export const listProducts = (shopId: Id, pageNo: number, pageSize: number, signal?: AbortSignal, options: QuietOptions = {}) =>
  call(products.list, { query: { shopId, pageNo, pageSize } satisfies ProductQuery, signal, ...options });
/** `callerHandles` lets the add form show a refusal (a product id the shop already has) under its field. */
export const createProduct = (input: ProductInput, options: Pick<ApiOptions, 'callerHandles'> = {}) =>
  call(products.create, { body: input, ...options });
export const deleteProduct = (id: Id) => deleteRecord(products.remove, { id });

/**
 * Spec 3 §7: one marketplace item per call. A sync of many ids lists each failure in its own dialog, so a
 * failed id opens no error modal (callerHandles) and a batch of 200 does not stack 40 of them.
 */
export const syncProduct = (shopId: Id, productOriginalId: string, options: Pick<ApiOptions, 'signal'> = {}) =>
  call(products.sync, {
    body: { shopId, productOriginalId } satisfies ProductSyncInput,
    signal: options.signal,
    callerHandles: () => true,
  });
