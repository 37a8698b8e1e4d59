import type { PrintArea, Sku, Wireframe, WireframeInput } from '../../../../contract/catalogue';
import { bindSkuWireframe, createSku } from '../../../api/skus';
import { createWireframe, updateWireframe } from '../../../api/wireframes';
import { throwIfAborted } from '../../../lib/uploadQueue';

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

/** The file ids of an existing wireframe's layers: positive index foreground, negative background. */
export function layerFileIds(wireframe: Wireframe): { foregroundFileId: string | null; backgroundFileId: string | null } {
  return {
    foregroundFileId: wireframe.layers.find((layer) => layer.index > 0)?.fileId ?? null,
    backgroundFileId: wireframe.layers.find((layer) => layer.index < 0)?.fileId ?? null,
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
}

/**
 * What an earlier attempt of one save already wrote: a wireframe it created, so a retry after a failed
 * SKU write updates that wireframe instead of creating a second one (which nothing would point at).
 * Keep one per form or per planned wireframe, for as long as that save can be retried.
 */
export interface SaveProgress {
  createdWireframeId?: string;
}

/**
 * Writes the wireframe, then makes sure the SKU of this model and colour points at it: a new SKU starts
 * off shelf, so the merchant decides when buyers see it. `progress` carries a created wireframe over to
 * the retry; `signal` is checked before each write (the import's wizard was closed).
 */
export async function saveWireframeForSku(
  target: WireframeTarget,
  input: WireframeInput,
  progress: SaveProgress = {},
  signal?: AbortSignal,
): Promise<Wireframe> {
  throwIfAborted(signal);
  const existingId = target.wireframeId ?? progress.createdWireframeId ?? null;
  const wireframe = existingId ? await updateWireframe(existingId, input) : await createWireframe(input);
  if (!target.wireframeId) progress.createdWireframeId = wireframe.id;
  throwIfAborted(signal);
  if (!target.sku) {
    await createSku({
      phoneBrandId: target.phoneBrandId,
      phoneModelId: target.phoneModelId,
      materialId: target.materialId,
      materialColorId: target.materialColorId,
      wireframeId: wireframe.id,
      enabled: false,
    });
  } else if (target.sku.wireframeId !== wireframe.id) {
    await bindSkuWireframe(target.sku.id, wireframe.id);
  }
  return wireframe;
}
