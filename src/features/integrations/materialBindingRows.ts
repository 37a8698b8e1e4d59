import type { Id, MaterialColor, PhoneCaseMaterial } from '../../../contract/catalogue';
import type { FactoryMaterial, FactoryMaterialColor, MaterialBinding, MaterialColorBinding } from '../../../contract/erp';
import { orderFromLinks } from '../../lib/ordering';

export interface MaterialRow {
  kind: 'material';
  key: string;
  material: PhoneCaseMaterial;
  binding: MaterialBinding | null;
  /** The factory material the binding names; null when unbound or when the factory no longer has it. */
  bound: FactoryMaterial | null;
  options: readonly FactoryMaterial[];
}

export interface ColorRow {
  kind: 'color';
  key: string;
  material: PhoneCaseMaterial;
  color: MaterialColor;
  binding: MaterialColorBinding | null;
  bound: FactoryMaterialColor | null;
  /** The colours of the factory material its product material is bound to; none while that is unbound. */
  options: readonly FactoryMaterialColor[];
  materialBound: boolean;
  /** Bound to a colour that is not one of `options` (the material was rebound since): to pick again. */
  stale: boolean;
}

export type BindingRow = MaterialRow | ColorRow;

/**
 * Spec 3 §2, §3: each product material (in the catalogue's order) with its factory material, then each of
 * its colours with its factory colour, chosen among the colours of that factory material only.
 */
export function materialBindingRows(
  materials: readonly PhoneCaseMaterial[],
  factoryMaterials: readonly FactoryMaterial[],
  materialBindings: readonly MaterialBinding[],
  colorBindings: readonly MaterialColorBinding[],
): BindingRow[] {
  const byMaterial = new Map<Id, MaterialBinding>(materialBindings.map((binding) => [binding.materialId, binding]));
  const byColor = new Map<Id, MaterialColorBinding>(colorBindings.map((binding) => [binding.materialColorId, binding]));
  const rows: BindingRow[] = [];
  for (const material of orderFromLinks(materials)) {
    const binding = byMaterial.get(material.id) ?? null;
    const bound = binding ? (factoryMaterials.find((candidate) => candidate.id === binding.erpMaterialId) ?? null) : null;
    rows.push({ kind: 'material', key: `m:${material.id}`, material, binding, bound, options: factoryMaterials });
    const options = bound?.colors ?? [];
    for (const color of orderFromLinks(material.colors)) {
      const colorBinding = byColor.get(color.id) ?? null;
      const boundColor = colorBinding ? (options.find((candidate) => candidate.id === colorBinding.erpMaterialColorId) ?? null) : null;
      rows.push({
        kind: 'color',
        key: `c:${color.id}`,
        material,
        color,
        binding: colorBinding,
        bound: boundColor,
        options,
        materialBound: binding !== null,
        stale: colorBinding !== null && boundColor === null,
      });
    }
  }
  return rows;
}

/** How a factory material or colour reads in a picker: its code, then its name. */
export const factoryItemLabel = (item: { code: string; name: string }) => `${item.code} ${item.name}`;
