import { skuId, type MaterialColor, type PhoneCaseMaterial, type PhoneModel, type Sku, type Wireframe } from '../../../api/catalogueTypes';

/** One row of the wireframe screen: a material colour of the chosen model, with its SKU and wireframe if any. */
export interface WireframeRow {
  key: string;
  model: PhoneModel;
  material: PhoneCaseMaterial;
  color: MaterialColor;
  skuId: string;
  sku: Sku | null;
  wireframe: Wireframe | null;
}

export function buildWireframeRows(
  model: PhoneModel,
  materials: readonly PhoneCaseMaterial[],
  skus: readonly Sku[],
  wireframes: readonly Wireframe[],
): WireframeRow[] {
  const skuById = new Map(skus.map((sku) => [sku.id, sku]));
  const wireframeById = new Map(wireframes.map((wireframe) => [wireframe.id, wireframe]));
  return materials.flatMap((material) =>
    material.colors.map((color) => {
      const id = skuId(model.id, color.id);
      const sku = skuById.get(id) ?? null;
      return {
        key: id,
        model,
        material,
        color,
        skuId: id,
        sku,
        wireframe: sku?.wireframeId ? (wireframeById.get(sku.wireframeId) ?? null) : null,
      };
    }),
  );
}

/** Spec 1 §4: a batch skips SKUs already in the target state; rows without a SKU cannot change. */
export function shelfChanges(rows: readonly WireframeRow[], enabled: boolean): { change: Sku[]; skipped: number } {
  const withSku = rows.filter((row): row is WireframeRow & { sku: Sku } => row.sku !== null);
  const change = withSku.filter((row) => row.sku.enabled !== enabled).map((row) => row.sku);
  return { change, skipped: rows.length - change.length };
}
