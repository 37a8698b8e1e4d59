import { cleanNameCharacters, isDeviceName, trimNameEnds } from '../../../../contract/fileNames';

const MAX_LENGTH = 120;
/** The longest ending kept whole when a name is cut: a dot and ten characters. */
const MAX_EXTENSION_LENGTH = 11;
const FALLBACK = 'file';

/**
 * The name the host hands the client's save dialog and cloud store: the console's file name reduced to a
 * plain last path segment of bounded length, keeping its extension. The client decides where a file goes;
 * a name must not suggest another folder, hide its real extension, name a Windows device or carry
 * characters a file system refuses. The characters and device names are the console's own rules
 * (contract/fileNames.ts).
 */
export function safeFileName(name: string): string {
  const lastSegment = name.split(/[\\/]/).pop() ?? '';
  let cleaned = bounded(trimNameEnds(cleanNameCharacters(lastSegment)));
  // `_CON.png` rather than `CON.png`, as the console names an archive's files.
  if (isDeviceName(cleaned)) cleaned = bounded(`_${cleaned}`);
  cleaned = trimNameEnds(cleaned);
  return cleaned === '' ? FALLBACK : cleaned;
}

/** At most MAX_LENGTH UTF-16 units, the extension kept, and never half of a surrogate pair. */
function bounded(name: string): string {
  if (name.length <= MAX_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= MAX_EXTENSION_LENGTH ? name.slice(dot) : '';
  let stem = '';
  for (const character of name.slice(0, name.length - extension.length)) {
    if (stem.length + character.length > MAX_LENGTH - extension.length) break;
    stem += character;
  }
  return stem + extension;
}
