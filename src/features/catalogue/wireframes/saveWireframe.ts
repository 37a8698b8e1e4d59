import type { PrintArea, Sku, Wireframe, WireframeInput } from '../../../../contract/catalogue';
import { skus } from '../../../../contract/endpoints/catalogue/skus';
import { WIREFRAME_CONFLICT, isStaleWireframeBase, skuId } from '../../../../contract/catalogue';
import { ApiError, pathOf } from '../../../api/client';
import { createAfterLost } from '../../../api/createAfterLost';
import { bindSkuWireframe, createSku, findSku } from '../../../api/skus';
import { createWireframe, updateWireframe } from '../../../api/wireframes';
import { throwIfAborted } from '../../../lib/uploadQueue';
import { MSG } from '../messages';

export interface WireframeImages {
  foregroundFileId: string | null;
  backgroundFileId: string | null;
  width: number;
  height: number;
}

export function wireframeInput(images: WireframeImages, printArea: PrintArea | null): WireframeInput {
  return {
    width: images.width,
    height: images.height,
    foregroundImageFileId: images.foregroundFileId,
    backgroundImageFileId: images.backgroundFileId,
    printAreaLeft: printArea?.left ?? null,
    printAreaTop: printArea?.top ?? null,
    printAreaRight: printArea?.right ?? null,
    printAreaBottom: printArea?.bottom ?? null,
  };
}

/** Where a wireframe goes: the SKU of one model and colour, which may not exist yet. */
export interface WireframeTarget {
  phoneBrandId: string;
  phoneModelId: string;
  materialId: string;
  materialColorId: string;
  sku: Pick<Sku, 'id' | 'wireframeId'> | null;
  /** The wireframe to update; null to create one. */
  wireframeId: string | null;
  /**
   * The `revision` of `wireframeId` the form was opened on: the update sends it back, so that another tab's
   * edit since is refused (409 WIREFRAME_CONFLICT) rather than overwritten. Left out, the update replaces
   * on purpose (an import).
   */
  revision?: number;
}

/**
 * What an earlier attempt of one save already wrote: a wireframe it created, so a retry after a failed
 * SKU write updates that wireframe instead of creating a second one (which nothing would point at).
 * Keep one per form or per planned wireframe, for as long as that save can be retried.
 */
export interface SaveProgress {
  createdWireframeId?: string;
  /** The revision the row's wireframe has after this save's own update: a retry is made from it. */
  updatedRevision?: number;
  /**
   * The body of a create whose answer never came (api/client.ts answerLost): the wireframe may exist. A retry
   * with a changed body sends it again first (the same body, so the same retry key: answered with what it made,
   * or made now), then updates that wireframe: one wireframe, never a second that nothing points at.
   */
  lostCreate?: WireframeInput | null;
}

/** The 409 of a row another tab filled since this one loaded it, as the server would say it. */
export function wireframeConflict(sku: string): ApiError {
  return new ApiError(MSG.catalogue.wireframeConflictContent, pathOf(skus.update, { skuId: sku }), 409, WIREFRAME_CONFLICT);
}

/**
 * Writes the wireframe, then makes sure the SKU of this model and colour points at it: a new SKU starts
 * off shelf, so the merchant decides when buyers see it. `progress` carries a created wireframe over to
 * the retry; `signal` is checked before each write (the import's wizard was closed).
 *
 * A save that would create a wireframe first asks the server for the SKU (spec 1 §7, GET
 * /api/phone_case_skus/{modelId}-{colorId}): the row it was opened from may be stale (another tab
 * created the SKU or gave it a wireframe since; the SKU list failed to load). A SKU found is bound, not
 * created again (a 409 the merchant could only escape by reloading), and the wireframe it already
 * has is updated rather than replaced by a new one, so no wireframe is left that nothing points at.
 */
export async function saveWireframeForSku(
  target: WireframeTarget,
  input: WireframeInput,
  progress: SaveProgress = {},
  signal?: AbortSignal,
  overwrite = false,
): Promise<Wireframe> {
  throwIfAborted(signal);
  // What this tab saw bound; a write carries it so that another tab's wireframe is never replaced unasked.
  const base = overwrite ? undefined : (target.sku?.wireframeId ?? null);
  const sku = target.wireframeId ? target.sku : await findSku(skuId(target.phoneModelId, target.materialColorId));
  throwIfAborted(signal);
  const found = sku?.wireframeId ?? null;
  // Filled by another tab since this one loaded: updating that wireframe would overwrite it (not our own
  // wireframe of an earlier attempt). Asked before anything is written, so no wireframe is left unbound.
  if (!target.wireframeId && found !== progress.createdWireframeId && isStaleWireframeBase(base, found)) throw wireframeConflict(sku!.id);
  const existingId = target.wireframeId ?? progress.createdWireframeId ?? sku?.wireframeId ?? null;
  // The row's own wireframe, edited: made from the revision the form loaded, unless the merchant chose 覆盖保存.
  const baseRevision = !overwrite && existingId === target.wireframeId ? (progress.updatedRevision ?? target.revision) : undefined;
  const wireframe = existingId
    ? await updateWireframe(existingId, baseRevision === undefined ? input : { ...input, baseRevision })
    : await createOnce(input, progress);
  if (existingId && existingId === target.wireframeId) progress.updatedRevision = wireframe.revision;
  throwIfAborted(signal);
  if (sku) {
    if (sku.wireframeId !== wireframe.id) await bindSkuWireframe(sku.id, wireframe.id, base);
    return wireframe;
  }
  try {
    await createSku({
      phoneBrandId: target.phoneBrandId,
      phoneModelId: target.phoneModelId,
      materialId: target.materialId,
      materialColorId: target.materialColorId,
      wireframeId: wireframe.id,
      enabled: false,
    });
  } catch (failure) {
    // Created elsewhere between the lookup and this write: bind the one that now exists, unless another
    // tab bound its wireframe to it (the server refuses that bind with WIREFRAME_CONFLICT).
    if (!(failure instanceof ApiError && failure.status === 409)) throw failure;
    const created = await findSku(skuId(target.phoneModelId, target.materialColorId));
    if (!created) throw failure;
    throwIfAborted(signal);
    if (created.wireframeId !== wireframe.id) await bindSkuWireframe(created.id, wireframe.id, base);
  }
  return wireframe;
}

/** Creates the wireframe, after this save's lost create if there is one (SaveProgress.lostCreate). */
async function createOnce(input: WireframeInput, progress: SaveProgress): Promise<Wireframe> {
  const { made, replayed } = await createAfterLost(progress, input, createWireframe);
  progress.createdWireframeId = made.id;
  // As a retry after this create updates it (saveWireframeForSku): the whole input, made from nothing read.
  return replayed ? updateWireframe(made.id, input) : made;
}
