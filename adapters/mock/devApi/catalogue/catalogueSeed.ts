// Turns the catalogue seed (names) into state (ids), and stores the generated wireframe images as files,
// as if a merchant had uploaded them (kind 4, spec 1 §3). Ids come from the caller's counter in a fixed
// order, so every start and every reset() gives the same ids.
import { FILE_KIND } from '../../../../contract/files';
import { CASE_PROFILES, backgroundSvg, foregroundSvg, type CatalogueSeed, type SkuSeed } from '../../../../fixtures/seed';
import { skuId, type MaterialColor, type PhoneCaseMaterial, type PhoneModel } from '../../../../contract/catalogue';
import { emptyCatalogue, type CatalogueState } from './catalogueState';
import { relink } from '../linkedList';
import type { StoredFile } from '../types';

/** A fixed upload time: a seed that changed with the clock would make reset() observable. */
export const SEEDED_AT = Date.UTC(2024, 0, 15, 2, 0, 0);

export interface SeedTarget {
  allocateId(): string;
  files: Map<string, StoredFile>;
}

export function seedCatalogue(seed: CatalogueSeed, target: SeedTarget): CatalogueState {
  const catalogue = emptyCatalogue();
  const modelsByName = new Map<string, PhoneModel & { caseProfile: keyof typeof CASE_PROFILES }>();

  for (const brandSeed of seed.brands) {
    const brandId = target.allocateId();
    catalogue.brands.push({ id: brandId, name: brandSeed.name, next: null });
    const models = brandSeed.models.map((modelSeed) => {
      const model: PhoneModel = {
        id: target.allocateId(),
        phoneBrandId: brandId,
        name: modelSeed.name,
        favorited: modelSeed.favorited ?? false,
        next: null,
      };
      modelsByName.set(`${brandSeed.name}/${modelSeed.name}`, { ...model, caseProfile: modelSeed.caseProfile });
      catalogue.printSizes.set(model.id, { ...modelSeed.printSize });
      return model;
    });
    catalogue.models.set(brandId, relink(models));
  }
  relink(catalogue.brands);

  const colorsByName = new Map<string, { material: PhoneCaseMaterial; color: MaterialColor }>();
  for (const materialSeed of seed.materials) {
    const material: PhoneCaseMaterial = {
      id: target.allocateId(),
      name: materialSeed.name,
      needBackground: materialSeed.needBackground,
      colors: [],
      next: null,
    };
    for (const colorSeed of materialSeed.colors) {
      const color: MaterialColor = {
        id: target.allocateId(),
        name: colorSeed.name,
        defaultBackgroundColor: colorSeed.defaultBackgroundColor,
        enabled: colorSeed.enabled ?? true,
        next: null,
      };
      material.colors.push(color);
      colorsByName.set(`${materialSeed.name}/${colorSeed.name}`, { material, color });
    }
    relink(material.colors);
    catalogue.materials.push(material);
  }
  relink(catalogue.materials);

  for (const skuSeed of seed.skus) {
    const model = modelsByName.get(`${skuSeed.brand}/${skuSeed.model}`);
    const found = colorsByName.get(`${skuSeed.material}/${skuSeed.color}`);
    // A typo in the seed should fail loudly at start, not leave a screen mysteriously empty.
    if (!model || !found) throw new Error(`catalogue seed: unknown model or colour in ${JSON.stringify(skuSeed)}`);
    const profile = CASE_PROFILES[model.caseProfile];
    const title = `${skuSeed.brand}-${skuSeed.model}-${skuSeed.material}-${skuSeed.color}`;
    const foregroundFileId = storeSvg(target, `${title}-前景图.svg`, foregroundSvg(profile, title));
    const backgroundFileId =
      skuSeed.layers === 'both' ? storeSvg(target, `${title}-背景图.svg`, backgroundSvg(profile, title)) : null;
    const wireframeId = target.allocateId();
    catalogue.wireframes.set(wireframeId, {
      id: wireframeId,
      width: profile.width,
      height: profile.height,
      foregroundFileId,
      backgroundFileId,
      printArea: skuSeed.printArea ? { ...skuSeed.printArea } : null,
      revision: 1,
    });
    addSku(catalogue, skuSeed, model, found, wireframeId);
  }
  return catalogue;
}

function addSku(
  catalogue: CatalogueState,
  skuSeed: SkuSeed,
  model: PhoneModel,
  found: { material: PhoneCaseMaterial; color: MaterialColor },
  wireframeId: string,
): void {
  const id = skuId(model.id, found.color.id);
  if (catalogue.skus.has(id)) throw new Error(`catalogue seed: SKU listed twice: ${JSON.stringify(skuSeed)}`);
  catalogue.skus.set(id, {
    id,
    phoneBrandId: model.phoneBrandId,
    phoneModelId: model.id,
    materialId: found.material.id,
    materialColorId: found.color.id,
    wireframeId,
    enabled: skuSeed.enabled,
  });
}

function storeSvg(target: SeedTarget, fileName: string, text: string): string {
  const id = target.allocateId();
  target.files.set(id, {
    id,
    fileName,
    mimeType: 'image/svg+xml',
    bytes: utf8(text),
    kind: FILE_KIND.WIREFRAME,
    uploadedAt: SEEDED_AT,
    status: 'uploaded',
  });
  return id;
}

/** TextEncoder exists in Node and in Chrome 87 alike; no Buffer in this bundle. */
function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}
