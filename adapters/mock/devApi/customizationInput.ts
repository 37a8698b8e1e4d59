// Reading customization setting bodies (spec 3 §4, §5), for a SKU's setting and a shop's alike. The texts
// the dialog shows are the spec's, so a client that skipped its checks still shows the right one.
//
// Ids a body names must exist, except ids the stored setting already had: a material (brand, model,
// group, template) deleted since it was bound stays bound until the merchant removes it, so a setting
// read and sent back unchanged is always taken. A new choice of something that does not exist is refused.
import {
  CUSTOMIZATION_LIST_MAX,
  CUSTOMIZATION_SWITCHES,
  ProductMode,
  customizationProblems,
  isProductMode,
  type CustomizationFields,
  type CustomizationProblem,
  type PhoneBrandBinding,
} from '../../../contract/customization';
import type { CatalogueState } from './catalogueState';
import { badRequest } from './http';
import type { TemplateState } from './templateState';

export const CUSTOMIZATION_MESSAGES: Record<CustomizationProblem, string> = {
  templateGroupRequired: '请选择模板分组',
  templateRequired: '请选择一个定制模板',
  brandRequired: '必须选择一个品牌',
};
export const MODE_INVALID = 'mode 必须是 1 到 5 的整数（默认、DIY、单个模板、模板分组、模板分组加自定义）';
export const SINGLE_TEMPLATE_ONE_GROUP = '单个模板只能选择一个模板分组';
export const BRAND_TWICE = '同一个品牌不能选择两次';
export const TEMPLATE_NOT_IN_GROUP = '所选模板不属于所选的模板分组';
export const LIST_TOO_LONG = (field: string) => `${field} 最多 ${CUSTOMIZATION_LIST_MAX} 项`;

export interface CustomizationSources {
  catalogue: CatalogueState;
  templates: TemplateState;
}

/** 12 and "12" alike; anything else in an id list is refused. Each id once, in first-seen order. */
function idList(value: unknown, field: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badRequest(`${field} 必须是 id 数组`);
  // A catalogue has tens of materials and brands, not thousands: a longer list is an attack on the server.
  if (value.length > CUSTOMIZATION_LIST_MAX) throw badRequest(LIST_TOO_LONG(field));
  const ids = new Set<string>();
  for (const entry of value) {
    const id = typeof entry === 'number' && Number.isFinite(entry) ? String(entry) : entry;
    if (typeof id !== 'string' || id === '') throw badRequest(`${field} 必须是 id 数组`);
    ids.add(id);
  }
  return [...ids];
}

/** A row whose brand is missing reads as '' so that the spec's 必须选择一个品牌 answers for it. */
function brandBindings(value: unknown): PhoneBrandBinding[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badRequest('bindingPhoneBrands 必须是数组');
  if (value.length > CUSTOMIZATION_LIST_MAX) throw badRequest(LIST_TOO_LONG('bindingPhoneBrands'));
  return value.map((row, index) => {
    const fields = row !== null && typeof row === 'object' ? (row as Record<string, unknown>) : {};
    const id = typeof fields.id === 'number' && Number.isFinite(fields.id) ? String(fields.id) : typeof fields.id === 'string' ? fields.id : '';
    return { id, modelIds: idList(fields.modelIds, `bindingPhoneBrands[${index}].modelIds`) };
  });
}

function readMode(value: unknown): ProductMode {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (!isProductMode(number)) throw badRequest(MODE_INVALID);
  return number;
}

function readSwitch(body: Record<string, unknown>, field: string): boolean {
  const value = body[field];
  if (value === undefined || value === null) return true; // spec 3 §3: each switch defaults to on
  if (typeof value !== 'boolean') throw badRequest(`${field} 必须是布尔值`);
  return value;
}

/**
 * The setting fields of a body, checked. Only what the mode uses is kept: groups for the template modes,
 * the template for a single template. `stored` is the setting being replaced, if any.
 */
export function readCustomizationFields(
  body: Record<string, unknown>,
  sources: CustomizationSources,
  stored?: CustomizationFields,
): CustomizationFields {
  const mode = readMode(body.mode);
  const usesGroups = mode === ProductMode.TEMPLATE_COLLECTIONS || mode === ProductMode.TEMPLATE_COLLECTIONS_AND_DIY || mode === ProductMode.SINGLE_TEMPLATE;
  const rawTemplate = body.bindingTemplateId;
  const templateId = typeof rawTemplate === 'number' ? String(rawTemplate) : typeof rawTemplate === 'string' && rawTemplate !== '' ? rawTemplate : null;
  if (rawTemplate !== undefined && rawTemplate !== null && rawTemplate !== '' && templateId === null) throw badRequest('bindingTemplateId 必须是 id');
  const fields: CustomizationFields = {
    mode,
    bindingMaterialIds: idList(body.bindingMaterialIds, 'bindingMaterialIds'),
    bindingPhoneBrands: brandBindings(body.bindingPhoneBrands),
    bindingTemplateCollectionIds: usesGroups ? idList(body.bindingTemplateCollectionIds, 'bindingTemplateCollectionIds') : [],
    bindingTemplateId: mode === ProductMode.SINGLE_TEMPLATE ? templateId : null,
    imageUploadEnabled: true,
    stickerAssetEnabled: true,
    imageAssetEnabled: true,
    textEnabled: true,
    backgroundEnabled: true,
  };
  for (const name of CUSTOMIZATION_SWITCHES) fields[name] = readSwitch(body, name);
  const [first] = customizationProblems(fields);
  if (first) throw badRequest(CUSTOMIZATION_MESSAGES[first.problem]);
  if (mode === ProductMode.SINGLE_TEMPLATE && fields.bindingTemplateCollectionIds.length > 1) throw badRequest(SINGLE_TEMPLATE_ONE_GROUP);
  checkReferences(fields, sources, stored);
  return fields;
}

function checkReferences(fields: CustomizationFields, { catalogue, templates }: CustomizationSources, stored?: CustomizationFields): void {
  const had = (ids: readonly string[] | undefined, id: string) => ids?.includes(id) ?? false;
  for (const id of fields.bindingMaterialIds) {
    if (!had(stored?.bindingMaterialIds, id) && !catalogue.materials.some((material) => material.id === id)) throw badRequest(`材质不存在: ${id}`);
  }
  const seenBrands = new Set<string>();
  for (const binding of fields.bindingPhoneBrands) {
    if (seenBrands.has(binding.id)) throw badRequest(BRAND_TWICE);
    seenBrands.add(binding.id);
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
