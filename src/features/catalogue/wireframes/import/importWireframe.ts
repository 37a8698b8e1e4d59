import { nameKey, type PlannedWireframe } from '../../../../lib/wireframeImport';
import { saveWireframeForSku, wireframeInput } from '../saveWireframe';
import { pairKey, type CreatedIds } from './createMissing';

export type UploadFile = (file: File) => Promise<string>;

/**
 * One planned wireframe: upload its images (an upload that already succeeded is not sent again on a
 * retry, spec 1 §2), then create or update the wireframe and bind its SKU.
 */
export async function importWireframe(planned: PlannedWireframe<File>, created: CreatedIds, uploadFile: UploadFile): Promise<void> {
  const ids = {
    phoneBrandId: planned.existing.brandId ?? created.brands.get(nameKey(planned.brand))!,
    phoneModelId: planned.existing.modelId ?? created.models.get(pairKey(planned.brand, planned.model))!,
    materialId: planned.existing.materialId ?? created.materials.get(nameKey(planned.material))!,
    materialColorId: planned.existing.colorId ?? created.colors.get(pairKey(planned.material, planned.color))!,
  };
  const foregroundFileId = planned.foreground ? await uploadFile(planned.foreground) : (planned.keep?.foregroundFileId ?? null);
  const backgroundFileId = planned.background ? await uploadFile(planned.background) : (planned.keep?.backgroundFileId ?? null);
  const input = wireframeInput(
    { foregroundFileId, backgroundFileId, width: planned.width, height: planned.height },
    planned.keep?.printArea ?? null,
  );
  const skuId = planned.existing.skuId;
  await saveWireframeForSku(
    {
      ...ids,
      // An existing SKU either points at the wireframe being updated or at none (the plan creates then).
      sku: skuId ? { id: skuId, wireframeId: planned.wireframeId ?? null } : null,
      wireframeId: planned.wireframeId ?? null,
    },
    input,
  );
}
