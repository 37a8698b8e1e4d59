// Batch template settings (spec 2 §3, §5): one setting applied to several templates at once. Everything is
// read and checked before anything changes, so a refused body changes no template (all or nothing).
import { lookupColor, lookupModel } from '../catalogue/catalogueState';
import { badRequest } from '../http/http';
import type { DevState } from '../state';
import { existingCollections } from './templateInput';
import { findTemplate, touch } from './templateState';
import type { TemplateRecord } from './templateTypes';
import { skuId, type Id } from '../../../../contract/catalogue';
import type { ProductMode } from '../../../../contract/customization';
import type { TemplateBatchSettings } from '../../../../contract/templateBatch';

/** What a checked body applies; a field left undefined is not touched. */
export interface BatchChanges {
  templates: TemplateRecord[];
  productMode?: ProductMode | null;
  boundDesignAssetCollectionIds?: Id[];
  preview?: { modelId: Id | null; colorId: Id | null };
}

/** What a body its schema read (contract/templateBatch.ts) names in the store. */
export function readBatchSettings(settings: TemplateBatchSettings, state: DevState): BatchChanges {
  const changes: BatchChanges = { templates: settings.templateIds.map((id) => findTemplate(state.templates, id)) };
  if (settings.productMode !== undefined) changes.productMode = settings.productMode;
  if (settings.boundDesignAssetCollectionIds) changes.boundDesignAssetCollectionIds = existingCollections(settings.boundDesignAssetCollectionIds, state);
  const modelId = settings.previewPhoneModelId;
  const colorId = settings.previewMaterialColorId;
  if (modelId !== undefined && colorId !== undefined) changes.preview = existingPreview(modelId, colorId, state);
  return changes;
}

/** A colour only means something as a SKU of that model. */
function existingPreview(modelId: Id | null, colorId: Id | null, state: DevState): BatchChanges['preview'] {
  if (modelId !== null && !lookupModel(state.catalogue, modelId)) throw badRequest(`previewPhoneModelId: 型号不存在: ${modelId}`);
  if (modelId !== null && colorId !== null) {
    if (!lookupColor(state.catalogue, colorId)) throw badRequest(`previewMaterialColorId: 材质颜色不存在: ${colorId}`);
    if (!state.catalogue.skus.has(skuId(modelId, colorId))) throw badRequest(`该型号没有此材质颜色的规格: ${modelId}-${colorId}`);
  }
  return { modelId, colorId };
}

/** Applies checked changes; each template counts as written (a new revision and updatedAt). */
export function applyBatchSettings(state: DevState, changes: BatchChanges, now: number): TemplateRecord[] {
  return changes.templates.map((template) => {
    if (changes.productMode !== undefined) template.productMode = changes.productMode;
    if (changes.boundDesignAssetCollectionIds) template.boundDesignAssetCollectionIds = changes.boundDesignAssetCollectionIds.slice();
    if (changes.preview) {
      template.previewPhoneModelId = changes.preview.modelId;
      template.previewMaterialColorId = changes.preview.colorId;
    }
    return touch(state.templates, template, now);
  });
}
