// For files whose sender gave no type: marketplace image URLs and parts posted without a Content-Type.
// A Map, not an object literal: `BY_EXTENSION['constructor']` on an object finds Object.prototype's members.
const BY_EXTENSION: ReadonlyMap<string, string> = new Map([
  ['png', 'image/png'],
  ['jpg', 'image/jpeg'],
  ['jpeg', 'image/jpeg'],
  ['gif', 'image/gif'],
  ['bmp', 'image/bmp'],
  ['svg', 'image/svg+xml'],
  ['webp', 'image/webp'],
  ['psd', 'image/vnd.adobe.photoshop'],
  ['ttf', 'font/ttf'],
  ['otf', 'font/otf'],
  ['woff', 'font/woff'],
  ['woff2', 'font/woff2'],
  ['zip', 'application/zip'],
  ['json', 'application/json'],
]);

export const UNKNOWN_TYPE = 'application/octet-stream';

export function mimeTypeOf(fileName: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  return BY_EXTENSION.get(extension) ?? UNKNOWN_TYPE;
}

/**
 * A sender's Content-Type as the type we store and later send back: its essence (`type/subtype`, lower
 * case, parameters dropped), or '' when it is missing, generic or malformed. A stored type becomes a
 * response header, so nothing but a well-formed token pair may get through.
 */
export function essenceOf(contentType: string | null | undefined): string {
  const essence = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!/^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(essence) || essence === UNKNOWN_TYPE) return '';
  return essence;
}

/** The type a file is stored with: what its sender declared, else what its name says. */
export function storedTypeOf(declared: string | null | undefined, fileName: string): string {
  return essenceOf(declared) || mimeTypeOf(fileName);
}
