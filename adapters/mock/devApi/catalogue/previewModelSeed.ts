// Many phone models with a SKU in one material colour, for the batch preview's tests and benchmark: the
// seeded catalogue has a handful per colour, the batch preview must stay responsive with 100. Each model
// gets its own wireframe (a generated outline, as the seed makes them) unless asked for none.
import { FILE_KIND } from '../../../../contract/files';
import { CASE_PROFILES, foregroundSvg, backgroundSvg } from '../../../../fixtures/seed';
import { skuId, type PhoneModel } from '../../../../contract/catalogue';
import { lookupColor } from './catalogueState';
import { badRequest } from '../http/http';
import type { PreviewModelOptions } from '../../../../contract/devPreviewModels';
import { appendItem, relink } from '../linkedList';
import { nextId, type DevState } from '../state';

const BRAND_NAME = '批量预览机型';

/** Adds `count` models (the first `withoutWireframe` of them without a wireframe) to one new brand. */
export function addPreviewModels(state: DevState, options: PreviewModelOptions, now: number): PhoneModel[] {
  const { catalogue } = state;
  const found = lookupColor(catalogue, options.materialColorId);
  if (!found) throw badRequest(`材质颜色不存在: ${options.materialColorId}`);
  const brandId = nextId(state);
  appendItem(catalogue.brands, { id: brandId, name: `${BRAND_NAME} ${catalogue.brands.length + 1}`, next: null });
  const profiles = Object.values(CASE_PROFILES);
  const models: PhoneModel[] = [];
  for (let i = 0; i < options.count; i++) {
    const model: PhoneModel = { id: nextId(state), phoneBrandId: brandId, name: `测试机型 ${i + 1}`, favorited: false, next: null };
    models.push(model);
    let wireframeId: string | null = null;
    if (i >= (options.withoutWireframe ?? 0)) {
      const profile = profiles[i % profiles.length]!;
      wireframeId = nextId(state);
      catalogue.wireframes.set(wireframeId, {
        id: wireframeId,
        width: profile.width,
        height: profile.height,
        foregroundFileId: storeSvg(state, `${model.name}-前景图.svg`, foregroundSvg(profile, model.name), now),
        backgroundFileId: storeSvg(state, `${model.name}-背景图.svg`, backgroundSvg(profile, model.name), now),
        printArea: { left: 20, right: 20, top: 26, bottom: 26 },
        revision: 1,
      });
    }
    const id = skuId(model.id, found.color.id);
    catalogue.skus.set(id, {
      id,
      phoneBrandId: brandId,
      phoneModelId: model.id,
      materialId: found.material.id,
      materialColorId: found.color.id,
      wireframeId,
      enabled: true,
    });
  }
  catalogue.models.set(brandId, relink(models));
  return models;
}

function storeSvg(state: DevState, fileName: string, text: string, now: number): string {
  const id = nextId(state);
  state.files.set(id, {
    id,
    fileName,
    mimeType: 'image/svg+xml',
    bytes: new TextEncoder().encode(text),
    kind: FILE_KIND.WIREFRAME,
    uploadedAt: now,
    status: 'uploaded',
  });
  return id;
}
