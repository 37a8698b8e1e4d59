/** Spec 2 §5 and §9: the add-font form's rules, apart from React so the screen stays a thin layer. */
import type { FontFormat } from '../../../contract/fontSignature';
import { FONT_NAME_LIMIT } from '../../../contract/names';
import { nameError } from '../../lib/formRules';
import { MSG } from './messages';

/** Spec 2 §9: font name maximum 10. */

/** A file the merchant chose, with the signature read from its first bytes (null: not a TTF/OTF). */
export interface ChosenFontFile {
  file: File;
  format: FontFormat | null;
}

/** Characters as the merchant counts them: a character outside the BMP is one, not two UTF-16 units. */
export const nameLength = (name: string) => Array.from(name.trim()).length;

export function fontNameRule(value: unknown, callback: (error?: string) => void) {
  const name = typeof value === 'string' ? value : '';
  // The names rule (contract/names.ts), which the service checks too.
  callback(nameError(name, FONT_NAME_LIMIT, MSG.fonts.fontNameRequired));
}

export function fontFileRule(value: unknown, callback: (error?: string) => void) {
  const chosen = value as ChosenFontFile | undefined;
  if (!chosen) return callback(MSG.fonts.fontFileRequired);
  callback(chosen.format ? undefined : MSG.fonts.fontFileInvalid);
}

export function licenseRule(value: unknown, callback: (error?: string) => void) {
  callback(value === true ? undefined : MSG.fonts.licenseRequired);
}

/** Names for the two preview uploads, after the font file's own name (`思源黑体.otf` → `思源黑体-preview.png`). */
export function previewFileNames(fontFileName: string): { normal: string; active: string } {
  const dot = fontFileName.lastIndexOf('.');
  const base = (dot > 0 ? fontFileName.slice(0, dot) : fontFileName) || 'font';
  return { normal: `${base}-preview.png`, active: `${base}-preview-active.png` };
}

/** A file size the merchant can read beside the chosen file's name. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
