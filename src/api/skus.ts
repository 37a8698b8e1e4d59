import type { Id, Sku, SkuInput } from '../../contract/catalogue';
import { skus } from '../../contract/endpoints/catalogue/skus';
import { ApiError, call } from './client';

export const listSkus = (phoneModelIds: Id[]) =>
  call(skus.list, { query: { phoneModelIds: phoneModelIds.join(',') } });

/** Every SKU of one material colour, in brand and model order (the batch preview's models). */
export const listSkusOfColor = (materialColorId: Id) => call(skus.list, { query: { materialColorId } });

/** Spec 1 §7: a lookup whose failure the caller handles (no error modal). */
export const getSku = (id: string) => call(skus.get, { params: { skuId: id }, skipErrorModal: true });

/** The SKU as the server has it now, or null when there is none (404); other failures reject. */
export async function findSku(id: string): Promise<Sku | null> {
  try {
    return await getSku(id);
  } catch (failure) {
    if (failure instanceof ApiError && failure.status === 404) return null;
    throw failure;
  }
}

export const createSku = (sku: SkuInput) => call(skus.create, { body: sku });
export const setSkuEnabled = (id: string, enabled: boolean) =>
  call(skus.update, { params: { skuId: id }, body: { enabled } });
/**
 * `baseWireframeId`: the wireframe the tab saw bound (null: none); another bound since gets 409
 * WIREFRAME_CONFLICT, which the caller asks the merchant about (no error modal). undefined: overwrite.
 */
export const bindSkuWireframe = (id: string, wireframeId: string, baseWireframeId?: string | null) =>
  call(skus.update, {
    params: { skuId: id },
    body: { wireframeId, baseWireframeId },
    callerHandles: (status) => status === 409,
  });
