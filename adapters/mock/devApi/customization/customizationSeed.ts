// Turns the customization seed (names) into settings (ids), after the shops, catalogue and templates it
// names are seeded. The deleted material gets an id from the counter first, as if it had been created and
// then deleted: it is in no list, only in the settings that bind it.
import { ProductMode, defaultCustomizationFields, type CustomizationFields } from '../../../../contract/customization';
import { DELETED_MATERIAL, type CustomizationSeed, type Seed } from '../../../../fixtures/seed';
import { nextRevision } from '../revisions';
import { emptySettings, type SettingState } from './settingState';
import type { CatalogueState } from '../catalogue/catalogueState';
import type { ShopState } from '../shops/shopState';
import type { TemplateState } from '../templates/templateState';

interface Sources {
  catalogue: CatalogueState;
  templates: TemplateState;
  shops: ShopState;
}

export function seedCustomization(seed: Seed['customization'], sources: Sources, allocateId: () => string): SettingState {
  const settings = emptySettings();
  const deletedMaterialId = allocateId();
  const shopId = (name: string) => found(sources.shops.shops.find((shop) => shop.name === name), `shop ${name}`).id;
  const fieldsOf = (entry: CustomizationSeed) => customizationFields(entry, sources, deletedMaterialId);

  for (const entry of seed.skuSettings) {
    const id = shopId(entry.shop);
    const product = found(
      sources.shops.products.find((candidate) => candidate.shopId === id && candidate.originalId === entry.product),
      `product ${entry.product}`,
    );
    if (entry.sku !== '') found(product.skus.find((sku) => sku.originalId === entry.sku), `SKU ${entry.sku}`);
    settings.skuSettings.push({ shopId: id, productOriginalId: entry.product, skuOriginalId: entry.sku, ...fieldsOf(entry), revision: nextRevision(settings) });
  }
  for (const entry of seed.shopSettings) {
    settings.shopSettings.push({
      id: allocateId(),
      shopId: shopId(entry.shop),
      isDefault: entry.isDefault,
      customizationTiming: 1,
      ...fieldsOf(entry),
      revision: nextRevision(settings),
    });
  }
  return settings;
}

function customizationFields(entry: CustomizationSeed, { catalogue, templates }: Sources, deletedMaterialId: string): CustomizationFields {
  const groups = (entry.templateGroups ?? []).map((name) => found(templates.groups.find((group) => group.name === name), `group ${name}`));
  const fields: CustomizationFields = {
    ...defaultCustomizationFields(),
    mode: ProductMode[entry.mode],
    bindingMaterialIds: (entry.materials ?? []).map((name) =>
      name === DELETED_MATERIAL ? deletedMaterialId : found(catalogue.materials.find((material) => material.name === name), `material ${name}`).id,
    ),
    bindingPhoneBrands: (entry.brands ?? []).map(({ brand, models = [] }) => {
      const brandId = found(catalogue.brands.find((candidate) => candidate.name === brand), `brand ${brand}`).id;
      const ofBrand = catalogue.models.get(brandId) ?? [];
      return { id: brandId, modelIds: models.map((name) => found(ofBrand.find((model) => model.name === name), `model ${brand}/${name}`).id) };
    }),
    bindingTemplateCollectionIds: groups.map((group) => group.id),
    bindingTemplateId:
      entry.template === undefined
        ? null
        : found(
            templates.templates.find((template) => template.name === entry.template && template.collectionId === groups[0]?.id),
            `template ${entry.template}`,
          ).id,
  };
  for (const name of entry.off ?? []) fields[name] = false;
  return fields;
}

function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`customization seed: no ${what}`);
  return value;
}
