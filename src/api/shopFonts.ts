import type { Id } from '../../contract/catalogue';
import { fontColors } from '../../contract/endpoints/library/fontColors';
import { shopFonts } from '../../contract/endpoints/library/shopFonts';
import { call, deleteRecord } from './client';
import type { ShopFontInput } from '../../contract/library';

// Spec 2 §7 names these calls but not their paths; ours follow the style of the others (ROUTES.md).
export const listFonts = () => call(shopFonts.list);
export const createFont = (font: ShopFontInput) => call(shopFonts.create, { body: font });
export const setFontEnabled = (id: Id, enabled: boolean) => call(shopFonts.update, { params: { id }, body: { enabled } });
export const deleteFont = (id: Id) => deleteRecord(shopFonts.remove, { id });
/** Spec 2 §7: reorder carries activeId (the moved font) and next. */
export const orderFont = (activeId: Id, next: Id | null) =>
  call(shopFonts.reorder, { body: { activeId, next } });

export const listFontColors = () => call(fontColors.list);
export const createFontColor = (hexCode: string) => call(fontColors.create, { body: { hexCode } });
export const setFontColorEnabled = (id: Id, enabled: boolean) => call(fontColors.update, { params: { id }, body: { enabled } });
export const deleteFontColor = (id: Id) => deleteRecord(fontColors.remove, { id });
export const orderFontColor = (activeId: Id, next: Id | null) => call(fontColors.reorder, { body: { activeId, next } });
