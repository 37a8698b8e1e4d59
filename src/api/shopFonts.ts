import type { Id } from '../../contract/catalogue';
import { apiRequest, deleteRecord } from './client';
import type { FontColor, ShopFont, ShopFontInput } from '../../contract/library';

// Spec 2 §7 names these calls but not their paths; ours follow the style of the others (ROUTES.md).
const fonts = '/api/shop_fonts';
const colors = '/api/shop_font_colors';

export const listFonts = () => apiRequest<ShopFont[]>(fonts);
export const createFont = (font: ShopFontInput) =>
  apiRequest<ShopFont>(fonts, { method: 'POST', body: font });
export const setFontEnabled = (id: Id, enabled: boolean) =>
  apiRequest<ShopFont>(`${fonts}/${id}`, { method: 'PATCH', body: { enabled } });
export const deleteFont = (id: Id) => deleteRecord(`${fonts}/${id}`);
/** Spec 2 §7: reorder carries activeId (the moved font) and next. */
export const orderFont = (activeId: Id, next: Id | null) =>
  apiRequest<unknown>(`${fonts}/ordering`, { method: 'PATCH', body: { activeId, next } });

export const listFontColors = () => apiRequest<FontColor[]>(colors);
export const createFontColor = (hexCode: string) => apiRequest<FontColor>(colors, { method: 'POST', body: { hexCode } });
export const setFontColorEnabled = (id: Id, enabled: boolean) =>
  apiRequest<FontColor>(`${colors}/${id}`, { method: 'PATCH', body: { enabled } });
export const deleteFontColor = (id: Id) => deleteRecord(`${colors}/${id}`);
export const orderFontColor = (activeId: Id, next: Id | null) =>
  apiRequest<unknown>(`${colors}/ordering`, { method: 'PATCH', body: { activeId, next } });
