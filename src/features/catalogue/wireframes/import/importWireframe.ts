import { nameKey, type PlannedWireframe } from '../../../../lib/wireframeImport';
import { throwIfAborted } from '../../../../lib/uploadQueue';
import { saveWireframeForSku, wireframeInput, type SaveProgress } from '../saveWireframe';
import { pairKey, type CreatedIds } from './createMissing';

export type UploadFile = (file: File, signal: AbortSignal) => Promise<string>;

/**
 * One planned wireframe: upload its images (an upload that already succeeded is not sent again on a
 * retry, spec 1 §2), then create or update the wireframe and bind its SKU. `progress` is this planned
 * wireframe's own, kept across retries: a wireframe created by a failed attempt is updated, not created
 * again. Once `signal` aborts (the wizard was closed) nothing more is written.
 */
export async function importWireframe(
  planned: PlannedWireframe<File>,
  created: CreatedIds,
  uploadFile: UploadFile,
  progress: SaveProgress,
  signal: AbortSignal,
): Promise<void> {
  const ids = {
    phoneBrandId: planned.existing.brandId ?? created.brands.get(nameKey(planned.brand))!,
    phoneModelId: planned.existing.modelId ?? created.models.get(pairKey(planned.brand, planned.model))!,
    materialId: planned.existing.materialId ?? created.materials.get(nameKey(planned.material))!,
    materialColorId: planned.existing.colorId ?? created.colors.get(pairKey(planned.material, planned.color))!,
  };
  throwIfAborted(signal);
  const foregroundFileId = planned.foreground ? await uploadFile(planned.foreground, signal) : (planned.keep?.foregroundFileId ?? null);
  throwIfAborted(signal);
  const backgroundFileId = planned.background ? await uploadFile(planned.background, signal) : (planned.keep?.backgroundFileId ?? null);
  const input = wireframeInput(
    { foregroundFileId, backgroundFileId, width: planned.width, height: planned.height },
    planned.keep?.printArea ?? null,
  );
  const skuId = planned.existing.skuId;
  // saveWireframeForSku checks the signal again before each of its writes.
  await saveWireframeForSku(
    {
      ...ids,
      // An existing SKU either points at the wireframe being updated or at none (the plan creates then).
      sku: skuId ? { id: skuId, wireframeId: planned.wireframeId ?? null } : null,
      wireframeId: planned.wireframeId ?? null,
    },
    input,
    progress,
    signal,
  );
}
