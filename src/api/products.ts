import type { Id } from '../../contract/catalogue';
import type { Product, ProductInput, ProductPage, ProductQuery, ProductSyncInput } from '../../contract/products';
import { apiRequest, deleteRecord, type ApiOptions, type QuietOptions } from './client';

const products = '/api/products';

/** Spec 3 §7: server-paged, pageNo from 1. */
export const listProducts = (shopId: Id, pageNo: number, pageSize: number, signal?: AbortSignal, options: QuietOptions = {}) =>
  apiRequest<ProductPage>(products, { query: { shopId, pageNo, pageSize } satisfies ProductQuery, signal, ...options });
/** `callerHandles` lets the add form show a refusal (a product id the shop already has) under its field. */
export const createProduct = (input: ProductInput, options: Pick<ApiOptions, 'callerHandles'> = {}) =>
  apiRequest<Product>(products, { method: 'POST', body: input, ...options });
export const deleteProduct = (id: Id) => deleteRecord(`${products}/${id}`);

/**
 * Spec 3 §7: one marketplace item per call. A sync of many ids lists each failure in its own dialog, so a
 * failed id opens no error modal (callerHandles) and a batch of 200 does not stack 40 of them.
 */
export const syncProduct = (shopId: Id, productOriginalId: string, options: Pick<ApiOptions, 'signal'> = {}) =>
  apiRequest<Product>(`${products}/sync`, {
    method: 'POST',
    body: { shopId, productOriginalId } satisfies ProductSyncInput,
    signal: options.signal,
    callerHandles: () => true,
  });
