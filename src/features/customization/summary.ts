import type { Id } from '../../../contract/catalogue';
import { ProductMode, summaryNames, type CustomizationFields } from '../../../contract/customization';
import { MSG as COMMON } from '../../messages';
import { MSG } from './messages';

/** The names a summary reads ids by; null while they load or after their lookup failed. */
export interface SummaryNames {
  materials: ReadonlyMap<Id, string>;
  brands: ReadonlyMap<Id, string>;
  groups: ReadonlyMap<Id, string>;
}

export interface SummaryLines {
  mode: string;
  /** The template groups, for the modes that use them. */
  groups: string | null;
  materials: string;
  brands: string;
}

const USES_GROUPS: readonly number[] = [ProductMode.SINGLE_TEMPLATE, ProductMode.TEMPLATE_COLLECTIONS, ProductMode.TEMPLATE_COLLECTIONS_AND_DIY];

/** Up to 3 names then 等N个 (spec 3 §9); without the names (their lookup failed), how many. */
function listed(ids: readonly Id[], names: ReadonlyMap<Id, string> | undefined, deleted: string): string {
  if (!names) return MSG.links.summaryCount(ids.length);
  const { shown, total, more } = summaryNames(ids.map((id) => names.get(id) ?? deleted));
  return MSG.links.names(shown, total, more);
}

/**
 * The configuration-status text of a setting (spec 3 §2 and §9): the mode, the groups where the mode has
 * them, the materials and the brands. An empty list allows everything (spec 3 §5), and says so.
 */
export function summaryLines(fields: CustomizationFields, names: SummaryNames | null): SummaryLines {
  const materials =
    fields.bindingMaterialIds.length === 0
      ? MSG.links.allMaterials
      : listed(fields.bindingMaterialIds, names?.materials, MSG.links.deletedMaterial);
  const brands =
    fields.bindingPhoneBrands.length === 0
      ? MSG.links.summaryAllBrands
      : listed(
          fields.bindingPhoneBrands.map((binding) => binding.id),
          names?.brands,
          MSG.links.deletedBrand,
        );
  const groups = USES_GROUPS.includes(fields.mode)
    ? listed(fields.bindingTemplateCollectionIds, names?.groups, MSG.links.deletedGroup)
    : null;
  return {
    mode: COMMON.links.modeNames[fields.mode] ?? String(fields.mode),
    groups: groups === null ? null : MSG.links.summaryGroups(groups),
    materials: MSG.links.summaryMaterials(materials),
    brands: MSG.links.summaryBrands(brands),
  };
}
