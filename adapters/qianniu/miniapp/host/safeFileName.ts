// Control characters, and the bidi controls that make `evil‮gnp.exe` read as `evilexe.png`.
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// Windows refuses these in a name; a save dialog would show an error instead of the name.
const RESERVED_CHARACTERS = /[<>:"|?*]/g;
const MAX_LENGTH = 120;
const FALLBACK = 'file';

/**
 * The name the host hands the client's save dialog and cloud store: the console's file name reduced to a
 * plain last path segment of bounded length, keeping its extension. The client decides where a file goes;
 * a name must not suggest another folder, hide its real extension or carry bytes a file system refuses.
 */
export function safeFileName(name: string): string {
  const lastSegment = name.split(/[\\/]/).pop() ?? '';
  const cleaned = lastSegment
    .replace(UNSAFE_CHARACTERS, '')
    .replace(RESERVED_CHARACTERS, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (cleaned === '') return FALLBACK;
  if (cleaned.length <= MAX_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 11 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAX_LENGTH - extension.length) + extension;
}
