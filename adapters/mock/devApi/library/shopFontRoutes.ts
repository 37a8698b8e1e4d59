// Shop fonts (spec 2 §7; the paths are ours, spec 2 leaves them unnamed, see ROUTES.md). A font is its
// file plus two preview PNGs the console renders at upload (spec 2 §5). Stored by file id; the URLs are
// made at read time. Deleting a font leaves its files in the store.
import * as api from '../../../../contract/endpoints/library';
import { FONT_FILE_INVALID, fontSignature } from '../../../../contract/fontSignature';
import { type ShopFont } from '../../../../contract/library';
import type { DevEnv } from '../context';
import { uploadedFile, urlOfFile } from '../files/fileRefs';
import { uploadedImage } from '../files/storedImages';
import { badRequest, json } from '../http/http';
import { findFont } from './libraryState';
import type { ShopFontRecord } from './libraryTypes';
import { appendItem, moveBefore, removeWhere } from '../linkedList';
import type { Router } from '../http/router';
import { bytesOf } from '../files/seedFiles';
import { nextId, type DevState } from '../state';


export function shopFontRoutes(router: Router): void {
  router.on(api.shopFonts.list, ({ state, env }) => json(state.library.fonts.map((font) => view(font, state, env))));

  router.on(api.shopFonts.create, async ({ body, state, env }) => {
    const input = await body();
    const { name } = input;
    const fontFileId = await readFontFile(input.fontFileId, state, env);
    // The previews are images the font list shows: held to the upload rule as any image is.
    const previewImageFileId = (await uploadedImage(state, env, input.previewImageFileId, 'previewImageFileId')).id;
    const activePreviewImageFileId = (await uploadedImage(state, env, input.activePreviewImageFileId, 'activePreviewImageFileId')).id;
    const font: ShopFontRecord = {
      id: nextId(state),
      name,
      enabled: true,
      fontFileId,
      previewImageFileId,
      activePreviewImageFileId,
      next: null,
    };
    appendItem(state.library.fonts, font);
    return json(view(font, state, env));
  });

  // Before /:id, which would otherwise take "ordering" for an id (first match wins).
  router.on(api.shopFonts.reorder, async ({ body, state, env }) => {
    const { activeId, next } = await body();
    return json(view(moveBefore(state.library.fonts, activeId, next), state, env));
  });

  // Only the enable switch changes a font (spec 2 lists no rename); other fields are ignored.
  router.on(api.shopFonts.update, async ({ body, params, state, env }) => {
    const font = findFont(state.library, params.id!);
    const { enabled } = await body();
    if (enabled !== undefined) font.enabled = enabled;
    return json(view(font, state, env));
  });

  router.on(api.shopFonts.remove, ({ params, state }) => {
    const font = findFont(state.library, params.id!);
    removeWhere(state.library.fonts, (candidate) => candidate.id === font.id);
    return json({});
  });
}

/** Spec 2 §5: the contract's signature rule. A marketplace file whose bytes we cannot see (a real cloud URL) is let through. */
async function readFontFile(id: string, state: DevState, env: DevEnv): Promise<string> {
  const file = uploadedFile(state, id, 'fontFileId');
  const bytes = await bytesOf(file, state, env);
  if (bytes !== undefined && fontSignature(bytes) === null) throw badRequest(FONT_FILE_INVALID);
  return file.id;
}

function view(font: ShopFontRecord, state: DevState, env: DevEnv): ShopFont {
  return {
    id: font.id,
    name: font.name,
    enabled: font.enabled,
    previewImageUrl: urlOfFile(font.previewImageFileId, state, env),
    activePreviewImageUrl: urlOfFile(font.activePreviewImageFileId, state, env),
    fileKey: font.fontFileId,
    fontUrl: urlOfFile(font.fontFileId, state, env),
    next: font.next,
  };
}
