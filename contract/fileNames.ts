/**
 * What a file or folder name may hold on every system the merchant or a factory opens it on, written once
 * for the console's archive names (src/lib/bulkDownload/names.ts) and the mini-program host's names for
 * the save dialog and the cloud store (adapters/qianniu/miniapp/host/safeFileName.ts). Windows refuses
 * reserved characters, device names and trailing dots or spaces; invisible characters and direction
 * overrides make a name read as something else (`evil‮gnp.exe` shows as `evilexe.png`). How long a name
 * may be is each side's own rule.
 *
 * No Unicode property escapes (`\p{…}`): the host's bundle targets the mini-program engine's ES2017.
 */

/** Characters Windows refuses in a name, and the path separators of every system. */
const RESERVED_CHARACTERS = /[/\\:*?"<>|]/gu;

/**
 * Characters that draw nothing or reorder what follows: controls (Unicode's Cc), format characters (Cf:
 * bidi marks, embeddings, overrides and isolates, zero-width spaces and joiners, the BOM, the tags),
 * line and paragraph separators (Zl, Zp), and lone surrogates, which UTF-8 cannot hold. The categories of
 * Unicode 17, written out; test/unit/contract/fileNames.test.ts compares them with the engine's own.
 */
const INVISIBLE_CHARACTERS =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\u{110bd}\u{110cd}\u{13430}-\u{1343f}\u{1bca0}-\u{1bca3}\u{1d173}-\u{1d17a}\u{e0001}\u{e0020}-\u{e007f}\u{d800}-\u{dfff}]/gu;

/**
 * DOS device names keep their meaning with any extension (CON.png opens the console on Windows); CONIN$
 * and CONOUT$ are the console's two halves, and Windows 11 counts COM0 and LPT0 among them too.
 */
const DEVICE_NAME = /^(con|prn|aux|nul|conin\$|conout\$|clock\$|com[0-9¹²³]|lpt[0-9¹²³])$/iu;

/**
 * `text` in NFC with nothing invisible left, each reserved character or separator as `_`, and each run of
 * white space as one space. The ends are left as they are: see trimNameEnds.
 */
export function cleanNameCharacters(text: string): string {
  return text.normalize('NFC').replace(INVISIBLE_CHARACTERS, '').replace(RESERVED_CHARACTERS, '_').replace(/\s+/gu, ' ');
}

/** Without leading or trailing dots and spaces, which Windows drops or refuses (and so no `.` or `..`). */
export function trimNameEnds(text: string): string {
  return text.replace(/^[\s.]+|[\s.]+$/gu, '');
}

/** Whether Windows takes `name` for a device: its part before the first dot is one, whatever follows. */
export function isDeviceName(name: string): boolean {
  return DEVICE_NAME.test(name.split('.')[0]!.replace(/\s+$/u, ''));
}

/** Ours: the longest name an upload's form takes, as NTFS, ext4 and APFS allow at most 255 (spec 1 §7 gives none). */
export const UPLOAD_FILE_NAME_MAX = 255;

/** A surrogate without its other half: with the `u` flag, a pair is one code point and never matches. */
const LONE_SURROGATE = /[\u{d800}-\u{dfff}]/gu;

/**
 * `name` as an upload sends it and the service keeps it (it is sent back in the file's Content-Disposition):
 * half a surrogate pair, which an NTFS name may hold and no UTF-8 can, as U+FFFD; at most
 * UPLOAD_FILE_NAME_MAX characters, cut from the stem so the extension stays.
 */
export function uploadFileName(name: string): string {
  const whole = name.replace(LONE_SURROGATE, '\ufffd');
  const characters = Array.from(whole);
  if (characters.length <= UPLOAD_FILE_NAME_MAX) return whole;
  const dot = whole.lastIndexOf('.');
  const extension = dot > 0 && whole.length - dot <= 16 ? Array.from(whole.slice(dot)) : [];
  return characters.slice(0, UPLOAD_FILE_NAME_MAX - extension.length).join('') + extension.join('');
}
