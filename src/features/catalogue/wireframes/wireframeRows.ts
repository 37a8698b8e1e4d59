import { skuId, type MaterialColor, type PhoneCaseMaterial, type PhoneModel, type Sku, type Wireframe } from '../../../../contract/catalogue';

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

export interface ShelfChanges {
  /** The SKUs to switch, in row order. */
  change: Sku[];
  /** Rows already in the target state (spec 1 §4: a batch skips them). */
  skipped: number;
  /**
   * Rows with no wireframe (or no SKU yet): nothing for buyers to see, so they cannot be switched, as
   * the single switch refuses them too. Counted apart from `skipped`: their state is not the target one.
   */
  withoutWireframe: number;
}

/** Spec 1 §4: what a batch 上架/下架 of the selected rows does. */
export function shelfChanges(rows: readonly WireframeRow[], enabled: boolean): ShelfChanges {
  const result: ShelfChanges = { change: [], skipped: 0, withoutWireframe: 0 };
  for (const row of rows) {
    if (!row.sku || !row.wireframe) result.withoutWireframe += 1;
    else if (row.sku.enabled === enabled) result.skipped += 1;
    else result.change.push(row.sku);
  }
  return result;
}
