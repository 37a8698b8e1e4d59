// Reading customization setting bodies (spec 3 §4, §5), for a SKU's setting and a shop's alike. The texts
// the dialog shows are the spec's, so a client that skipped its checks still shows the right one.
//
// Ids a body names must exist, except ids the stored setting already had: a material (brand, model,
// group, template) deleted since it was bound stays bound until the merchant removes it, so a setting
// read and sent back unchanged is always taken. A new choice of something that does not exist is refused.
import { CustomizationSettingBodySchema, type CustomizationFields } from '../../../../contract/customization';
import type { CatalogueState } from '../catalogue/catalogueState';
import { badRequest } from '../http/http';
import { parseOr400 } from '../http/parse';
import type { TemplateState } from '../templates/templateState';

export const TEMPLATE_NOT_IN_GROUP = '所选模板不属于所选的模板分组';

export interface CustomizationSources {
  catalogue: CatalogueState;
  templates: TemplateState;
}

/** The setting fields of a body, read by its schema (contract/customization.ts); `stored` is the setting being replaced, if any. */
export function readCustomizationFields(
  body: Record<string, unknown>,
  sources: CustomizationSources,
  stored?: CustomizationFields,
): CustomizationFields {
  const fields = parseOr400(CustomizationSettingBodySchema, body);
  checkReferences(fields, sources, stored);
  return fields;
}

function checkReferences(fields: CustomizationFields, { catalogue, templates }: CustomizationSources, stored?: CustomizationFields): void {
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
