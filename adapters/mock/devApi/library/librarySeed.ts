// Turns the library seed (names) into state (ids), and stores its files as if a merchant had uploaded
// them: each asset's generated SVG (kind 1, spec 1 §3; an SVG is its own thumbnail), each font file (kind 6)
// and its two preview PNGs. Fonts and previews are binary fixtures: stored with their `source` URL and
// empty bytes, read on first use (seedFiles.ts, ROUTES.md "Seed"). Ids come from the caller's counter in a
// fixed order, so every start and every reset() gives the same ids.
import { FILE_KIND } from '../../../../contract/files';
import { assetSvg, type LibrarySeed, type SeedFileRef } from '../../../../fixtures/seed';
import { SEEDED_AT, type SeedTarget } from '../catalogue/catalogueSeed';
import { relink } from '../linkedList';
import { emptyLibrary, type LibraryState } from './libraryState';
import type { DesignAssetCollection } from '../../../../contract/library';
import type { DesignAssetRecord } from './libraryTypes';

export function seedLibrary(seed: LibrarySeed, target: SeedTarget): LibraryState {
  const library = emptyLibrary();

  for (const collectionSeed of seed.collections) {
    const collection: DesignAssetCollection = { id: target.allocateId(), name: collectionSeed.name, type: collectionSeed.type, next: null };
    library.collections.get(collection.type)!.push(collection);
    const assets: DesignAssetRecord[] = collectionSeed.assets.map((assetSeed) => {
      const fileId = storeText(target, `${assetSeed.name}.svg`, 'image/svg+xml', assetSvg(assetSeed.art, assetSeed.name));
      return {
        id: target.allocateId(),
        collectionId: collection.id,
        type: collection.type,
        fileId,
        // An SVG needs no smaller copy: it is its own thumbnail.
        thumbnailFileId: fileId,
        next: null,
      };
    });
    library.assets.set(collection.id, relink(assets));
  }
  for (const list of library.collections.values()) relink(list);

  for (const fontSeed of seed.fonts) {
    const fontFileId = storeFixture(target, fontSeed.font, FILE_KIND.FONT);
    const previewImageFileId = storeFixture(target, fontSeed.preview, FILE_KIND.FONT);
    const activePreviewImageFileId = storeFixture(target, fontSeed.activePreview, FILE_KIND.FONT);
    library.fonts.push({
      id: target.allocateId(),
      name: fontSeed.name,
      enabled: fontSeed.enabled,
      fontFileId,
      previewImageFileId,
      activePreviewImageFileId,
      next: null,
    });
  }
  relink(library.fonts);

  for (const colorSeed of seed.fontColors) {
    library.fontColors.push({ id: target.allocateId(), hexCode: colorSeed.hexCode.toLowerCase(), enabled: colorSeed.enabled, next: null });
  }
  relink(library.fontColors);
  return library;
}

function storeText(target: SeedTarget, fileName: string, mimeType: string, text: string): string {
  const id = target.allocateId();
  target.files.set(id, {
    id,
    fileName,
    mimeType,
    // TextEncoder exists in Node and in Chrome 87 alike; no Buffer in this bundle.
    bytes: new TextEncoder().encode(text),
    kind: FILE_KIND.DESIGN_ASSET,
    uploadedAt: SEEDED_AT,
    status: 'uploaded',
  });
  return id;
}

/** A binary fixture: no bytes yet, only where to read them from. */
function storeFixture(target: SeedTarget, ref: SeedFileRef, kind: number): string {
  const id = target.allocateId();
  target.files.set(id, {
    id,
    fileName: ref.fileName,
    mimeType: ref.mimeType,
    bytes: new Uint8Array(0),
    kind,
    uploadedAt: SEEDED_AT,
    status: 'uploaded',
    source: ref.href,
  });
  return id;
}
