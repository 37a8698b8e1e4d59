// Shop fonts (spec 2 §7; the paths are ours, spec 2 leaves them unnamed, see ROUTES.md). A font is its
// file plus two preview PNGs the console renders at upload (spec 2 §5). Stored by file id; the URLs are
// made at read time. Deleting a font leaves its files in the store.
import { fontSignature } from '../../../../contract/fontSignature';
import { FONT_NAME_LIMIT, FONT_NAME_REQUIRED } from '../../../../contract/names';
import { checkedName, optionalBoolean, requiredId } from '../catalogue/catalogueInput';
import type { DevEnv } from '../context';
import { uploadedFile, urlOfFile } from '../files/fileRefs';
import { badRequest, json, readJsonObject } from '../http/http';
import { findFont } from './libraryState';
import type { ShopFont } from '../../../../contract/library';
import type { ShopFontRecord } from './libraryTypes';
import { appendItem, moveBefore, readNext, removeWhere } from '../linkedList';
import type { Router } from '../http/router';
import { bytesOf } from '../files/seedFiles';
import { nextId, type DevState } from '../state';

/** Spec 2 §5. */
export const FONT_FILE_INVALID = '请上传ttf、otf格式的字体文件';

const BASE = '/api/shop_fonts';

export function shopFontRoutes(router: Router): void {
  router.get(BASE, ({ state, env }) => json(state.library.fonts.map((font) => view(font, state, env))));

  router.post(BASE, async ({ request, state, env }) => {
    const body = await readJsonObject(request);
    const name = readFontName(body);
    const fontFileId = await readFontFile(body, state, env);
    const previewImageFileId = uploadedFile(state, requiredId(body, 'previewImageFileId'), 'previewImageFileId').id;
    const activePreviewImageFileId = uploadedFile(state, requiredId(body, 'activePreviewImageFileId'), 'activePreviewImageFileId').id;
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
  router.patch(`${BASE}/ordering`, async ({ request, state, env }) => {
    const body = await readJsonObject(request);
    const activeId = requiredId(body, 'activeId');
    const next = readNext(body);
    return json(view(moveBefore(state.library.fonts, activeId, next), state, env));
  });

  // Only the enable switch changes a font (spec 2 lists no rename); other fields are ignored.
  router.patch(`${BASE}/:id`, async ({ request, params, state, env }) => {
    const font = findFont(state.library, params.id!);
    const enabled = optionalBoolean(await readJsonObject(request), 'enabled');
    if (enabled !== undefined) font.enabled = enabled;
    return json(view(font, state, env));
  });

  router.delete(`${BASE}/:id`, ({ params, state }) => {
    const font = findFont(state.library, params.id!);
    removeWhere(state.library.fonts, (candidate) => candidate.id === font.id);
    return json({});
  });
}

/** The names rule (contract/names.ts): at most 10 characters (a character outside the BMP is one). */
function readFontName(body: Record<string, unknown>): string {
  return checkedName(body.name, FONT_NAME_LIMIT, FONT_NAME_REQUIRED);
}

/** Spec 2 §5: the contract's signature rule. A marketplace file whose bytes we cannot see (a real cloud URL) is let through. */
async function readFontFile(body: Record<string, unknown>, state: DevState, env: DevEnv): Promise<string> {
  if (body.fontFileId === undefined || body.fontFileId === null || body.fontFileId === '') throw badRequest(FONT_FILE_INVALID);
  const file = uploadedFile(state, requiredId(body, 'fontFileId'), 'fontFileId');
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
