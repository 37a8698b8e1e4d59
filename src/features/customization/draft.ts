import type { Id } from '../../../contract/catalogue';
import {
  CUSTOMIZATION_SWITCHES,
  choiceOf,
  customizationProblems,
  modeOf,
  type CustomizationFields,
  type CustomizationProblem,
  type CustomizationSwitch,
  type ModeChoice,
} from '../../../contract/customization';

/** A brand binding row as the form holds it: `id` is '' until a brand is chosen; `key` keeps React's rows apart. */
export interface BrandRow {
  key: string;
  id: Id | '';
  modelIds: Id[];
}

/**
 * What the setting form edits. Template groups and the single template's group are kept apart, so that
 * trying 单个模板 and going back to 模板分组 does not lose the groups picked before.
 */
export interface CustomizationDraft {
  choice: ModeChoice;
  ownPageEnabled: boolean;
  groupIds: Id[];
  singleGroupId: Id | null;
  templateId: Id | null;
  brands: BrandRow[];
  materialIds: Id[];
  switches: Record<CustomizationSwitch, boolean>;
}

let rowCount = 0;
export const newRowKey = () => `row-${++rowCount}`;

export function draftOf(fields: CustomizationFields): CustomizationDraft {
  const { choice, ownPageEnabled } = choiceOf(fields.mode);
  const single = choice === 'single';
  return {
    choice,
    ownPageEnabled,
    groupIds: single ? [] : [...fields.bindingTemplateCollectionIds],
    singleGroupId: single ? (fields.bindingTemplateCollectionIds[0] ?? null) : null,
    templateId: single ? fields.bindingTemplateId : null,
    brands: fields.bindingPhoneBrands.map((binding) => ({ key: newRowKey(), id: binding.id, modelIds: [...binding.modelIds] })),
    materialIds: [...fields.bindingMaterialIds],
    switches: Object.fromEntries(CUSTOMIZATION_SWITCHES.map((name) => [name, fields[name]])) as Record<CustomizationSwitch, boolean>,
  };
}

/** What is sent: only the template fields the chosen mode uses (spec 3 §4: one group for a single template). */
export function fieldsOf(draft: CustomizationDraft): CustomizationFields {
  const mode = modeOf(draft.choice, draft.ownPageEnabled);
  let bindingTemplateCollectionIds: Id[] = [];
  let bindingTemplateId: Id | null = null;
  if (draft.choice === 'collections') bindingTemplateCollectionIds = [...draft.groupIds];
  if (draft.choice === 'single') {
    bindingTemplateCollectionIds = draft.singleGroupId === null ? [] : [draft.singleGroupId];
    bindingTemplateId = draft.templateId;
  }
  return {
    mode,
    bindingMaterialIds: [...draft.materialIds],
    bindingPhoneBrands: draft.brands.map((row) => ({ id: row.id, modelIds: [...row.modelIds] })),
    bindingTemplateCollectionIds,
    bindingTemplateId,
    ...draft.switches,
  };
}

/** Spec 3 §5: a row's models belong to its brand, so choosing another brand empties them. */
export function withRowBrand(draft: CustomizationDraft, key: string, brandId: Id): CustomizationDraft {
  return {
    ...draft,
    brands: draft.brands.map((row) => (row.key === key ? { ...row, id: brandId, modelIds: row.id === brandId ? row.modelIds : [] } : row)),
  };
}

/**
 * Another mode. The groups picked for 模板分组 and the single template's group are kept apart, so going
 * back finds each as it was; a mode whose group is still empty starts from the other's (the first group
 * picked for 模板分组 becomes the single template's group, and the other way round).
 */
export function withChoice(draft: CustomizationDraft, choice: ModeChoice): CustomizationDraft {
  if (choice === 'single' && draft.singleGroupId === null) return { ...draft, choice, singleGroupId: draft.groupIds[0] ?? null };
  if (choice === 'collections' && draft.groupIds.length === 0 && draft.singleGroupId !== null) return { ...draft, choice, groupIds: [draft.singleGroupId] };
  return { ...draft, choice };
}

/** Spec 3 §4: the template belongs to the group, so choosing another group empties it. */
export function withSingleGroup(draft: CustomizationDraft, groupId: Id | null): CustomizationDraft {
  return { ...draft, singleGroupId: groupId, templateId: groupId === draft.singleGroupId ? draft.templateId : null };
}

/** 全选 picks every material there is and keeps a bound one that has since been deleted (spec 3 §5). */
export function withAllMaterials(draft: CustomizationDraft, existing: readonly Id[]): CustomizationDraft {
  const kept = draft.materialIds.filter((id) => !existing.includes(id));
  return { ...draft, materialIds: [...existing, ...kept] };
}

/** Where each problem of the contract's rule shows in the form: a field, or a brand row by its key. */
export interface DraftProblems {
  templateGroup: boolean;
  template: boolean;
  brandRows: Set<string>;
  any: boolean;
}

export function draftProblems(draft: CustomizationDraft): DraftProblems {
  const found = customizationProblems(fieldsOf(draft));
  const has = (problem: CustomizationProblem) => found.some((entry) => entry.problem === problem);
  const brandRows = new Set(
    found.flatMap((entry) => (entry.problem === 'brandRequired' && entry.row !== undefined ? [draft.brands[entry.row]!.key] : [])),
  );
  return { templateGroup: has('templateGroupRequired'), template: has('templateRequired'), brandRows, any: found.length > 0 };
}
