// What a customization setting body (spec 3 §4, §5) names in the store, for a SKU's setting and a shop's alike,
// looked up once the router has read the body with the endpoint's schema (contract/settingBodies.ts), whose
// texts are the dialog's, so a client that skipped its checks still shows the right one.
//
// Ids a body names must exist, except ids the stored setting already had: a material (brand, model,
// group, template) deleted since it was bound stays bound until the merchant removes it, so a setting
// read and sent back unchanged is always taken. A new choice of something that does not exist is refused.
import type { CustomizationFields } from '../../../../contract/customization';
import type { CatalogueState } from '../catalogue/catalogueState';
import { badRequest } from '../http/http';
import type { TemplateState } from '../templates/templateState';

export const TEMPLATE_NOT_IN_GROUP = '所选模板不属于所选的模板分组';

export interface CustomizationSources {
  catalogue: CatalogueState;
  templates: TemplateState;
}

/** Refuses an id the setting's fields name that is neither in the store nor kept from `stored`, the setting being replaced (if any). */
export function checkReferences(fields: CustomizationFields, { catalogue, templates }: CustomizationSources, stored?: CustomizationFields): void {
  const had = (ids: readonly string[] | undefined, id: string) => ids?.includes(id) ?? false;
  for (const id of fields.bindingMaterialIds) {
    if (!had(stored?.bindingMaterialIds, id) && !catalogue.materials.some((material) => material.id === id)) throw badRequest(`材质不存在: ${id}`);
  }
  for (const binding of fields.bindingPhoneBrands) {
    const storedBinding = stored?.bindingPhoneBrands.find((candidate) => candidate.id === binding.id);
    if (!storedBinding && !catalogue.brands.some((brand) => brand.id === binding.id)) throw badRequest(`品牌不存在: ${binding.id}`);
    const models = catalogue.models.get(binding.id) ?? [];
    for (const modelId of binding.modelIds) {
      if (!had(storedBinding?.modelIds, modelId) && !models.some((model) => model.id === modelId)) {
        throw badRequest(`型号不存在或不属于所选品牌: ${modelId}`);
      }
    }
  }
  for (const id of fields.bindingTemplateCollectionIds) {
    if (!had(stored?.bindingTemplateCollectionIds, id) && !templates.groups.some((group) => group.id === id)) throw badRequest(`模板分组不存在: ${id}`);
  }
  const templateId = fields.bindingTemplateId;
  if (templateId !== null) {
    const template = templates.templates.find((candidate) => candidate.id === templateId);
    // A template deleted since may stay bound; one that exists must be of the chosen group, kept or not.
    if (!template && templateId !== stored?.bindingTemplateId) throw badRequest(`设计模板不存在: ${templateId}`);
    if (template && !fields.bindingTemplateCollectionIds.includes(template.collectionId)) throw badRequest(TEMPLATE_NOT_IN_GROUP);
  }
}
