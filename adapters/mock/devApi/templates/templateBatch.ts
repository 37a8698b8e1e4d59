// Batch template settings (spec 2 §3, §5): one setting applied to several templates at once. Everything is
// read and checked before anything changes, so a refused body changes no template (all or nothing).
import { lookupColor, lookupModel } from '../catalogue/catalogueState';
import { optionalId } from '../catalogue/catalogueInput';
import { badRequest } from '../http/http';
import type { DevState } from '../state';
import { readBoundCollections, readProductMode } from './templateInput';
import { findTemplate, touch } from './templateState';
import type { TemplateRecord } from './templateTypes';
import { skuId, type Id } from '../../../../contract/catalogue';
import type { ProductMode } from '../../../../contract/customization';
import { TEMPLATE_BATCH_MAX } from '../../../../contract/templates';

/** Spec 2 §5: the console's own text, so the merchant reads the same words whichever side refuses. */
export const SELECT_AT_LEAST_ONE = '请至少选择一个设计模版';
export const NOTHING_TO_SET = '请至少选择一项要设置的内容';

/** What a checked body applies; a field left undefined is not touched. */
export interface BatchChanges {
  templates: TemplateRecord[];
  productMode?: ProductMode | null;
  boundDesignAssetCollectionIds?: Id[];
  preview?: { modelId: Id | null; colorId: Id | null };
}

export function readBatchSettings(body: Record<string, unknown>, state: DevState): BatchChanges {
  const raw = body.templateIds;
  if (raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0)) throw badRequest(SELECT_AT_LEAST_ONE);
  if (!Array.isArray(raw)) throw badRequest('templateIds 必须是数组');
  if (raw.length > TEMPLATE_BATCH_MAX) throw badRequest(`templateIds 最多 ${TEMPLATE_BATCH_MAX} 个`);
  const ids: Id[] = [];
  raw.forEach((value, i) => {
    const id = optionalId({ id: value }, 'id');
    if (id === undefined || id === null) throw badRequest(`templateIds[${i}] 必须是 id`);
    // Named twice is applied once: a second revision bump would read as a second write.
    if (ids.indexOf(id) < 0) ids.push(id);
  });
  const templates = ids.map((id) => findTemplate(state.templates, id));

  const changes: BatchChanges = { templates };
  const productMode = readProductMode(body);
  if (productMode !== undefined) changes.productMode = productMode;
  if (body.boundDesignAssetCollectionIds !== undefined) {
    if (body.boundDesignAssetCollectionIds === null) throw badRequest('boundDesignAssetCollectionIds 必须是数组');
    changes.boundDesignAssetCollectionIds = readBoundCollections(body.boundDesignAssetCollectionIds, state);
  }
  const preview = readPreview(body, state);
  if (preview) changes.preview = preview;
  if (changes.productMode === undefined && !changes.boundDesignAssetCollectionIds && !changes.preview) throw badRequest(NOTHING_TO_SET);
  return changes;
}

/** The model and its colour come together: a colour only means something as a SKU of that model. */
function readPreview(body: Record<string, unknown>, state: DevState): BatchChanges['preview'] {
  const modelId = optionalId(body, 'previewPhoneModelId');
  const colorId = optionalId(body, 'previewMaterialColorId');
  if (modelId === undefined && colorId === undefined) return undefined;
  if (modelId === undefined || colorId === undefined) throw badRequest('previewPhoneModelId 与 previewMaterialColorId 须同时提供');
  if (modelId !== null && !lookupModel(state.catalogue, modelId)) throw badRequest(`previewPhoneModelId: 型号不存在: ${modelId}`);
  if (colorId !== null) {
    if (modelId === null) throw badRequest('previewMaterialColorId 需要 previewPhoneModelId');
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
