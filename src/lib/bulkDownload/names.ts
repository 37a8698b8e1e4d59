/**
 * Where each image lands in the archive (spec 3 §9): a folder per shop, a file name from the download
 * rules, and names every system the factory might unzip on accepts. Windows refuses reserved characters,
 * device names and trailing dots or spaces; macOS and Windows do not tell names apart by case (so two
 * names differing only in case would overwrite each other on extraction); Linux and macOS count a name's
 * length in UTF-8 bytes (255), Windows in UTF-16 units (255) and its whole path (260 in Explorer).
 */
import type { DownloadRuleToken } from '../../../contract/downloadRules';
import { cleanNameCharacters, isDeviceName, trimNameEnds } from '../../../contract/fileNames';
import { MSG } from '../../messages';
import type { ArchivePlan, DownloadSource, NamingFields, PlanOptions, PlannedImage } from './types';

/** A file name's budget in UTF-8 bytes, suffix and extension included; leaves room for the folder in a 260-unit path. */
export const FILE_NAME_MAX_BYTES = 150;
/** A shop folder's budget in UTF-8 bytes. */
export const FOLDER_NAME_MAX_BYTES = 60;
/**
 * Per shop folder, when writesOrderIdFile holds: the list's base name. Each part's list is named after its
 * archive (orderIdListName), so extracting every archive of every download into one folder keeps every list.
 */
export const ORDER_ID_FILE_NAME = '订单号.txt';

const TEXT = MSG.downloadEngine;

/** The text of one rule token (spec 3 §9: SKU_INDEX two digits, QUANTITY as 定制N张). */
export function tokenText(token: DownloadRuleToken, fields: NamingFields): string {
  switch (token) {
    case 'ORDER_ID':
      return fields.orderId;
    case 'ORIGINAL_ID':
      return fields.orderOriginalId;
    case 'CUSTOMIZATION_INFO':
      return fields.customizationInfo;
    case 'ORDER_ITEM_INDEX':
      return String(fields.orderItemIndex);
    case 'SKU_INDEX':
      return String(fields.skuIndex).padStart(2, '0');
    case 'QUANTITY':
      return TEXT.quantity(fields.quantity);
  }
}

const utf8 = new TextEncoder();
export const utf8Length = (text: string): number => utf8.encode(text).byteLength;

/** Cuts `text` to at most `maxBytes` UTF-8 bytes without splitting a character (or a character and its marks). */
export function truncateUtf8(text: string, maxBytes: number): string {
  if (utf8Length(text) <= maxBytes) return text;
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let kept = '';
  let bytes = 0;
  for (const { segment } of segmenter.segment(text)) {
    const size = utf8Length(segment);
    if (bytes + size > maxBytes) break;
    kept += segment;
    bytes += size;
  }
  return kept;
}

/**
 * One name segment every system accepts: no separators or reserved characters (each becomes `_`), nothing
 * invisible, no leading or trailing dots or spaces (so no `.` or `..`), no device name, at most `maxBytes`.
 * Empty when nothing printable is left.
 */
export function safeSegment(text: string, maxBytes: number): string {
  let name = trimNameEnds(truncateUtf8(trimNameEnds(cleanNameCharacters(text)), maxBytes));
  if (isDeviceName(name)) name = truncateUtf8(`_${name}`, maxBytes);
  return trimNameEnds(name);
}

/** Room the stem leaves in a file name for a clash suffix and the extension, e.g. `(12).tif`. */
const SUFFIX_ROOM_BYTES = 16;

/**
 * The file name's stem from the rules in order, joined with `_`; a token with no text is left out. When it
 * is too long, the case's description gives way first: the numbers are what tell a factory which order a
 * file belongs to, and a cut from the end would take whichever of them the rule put last.
 */
export function fileStem(rules: readonly DownloadRuleToken[], fields: NamingFields): string {
  const parts = rules.map((token) => ({ token, text: safeSegment(tokenText(token, fields), FILE_NAME_MAX_BYTES) })).filter((part) => part.text !== '');
  const budget = FILE_NAME_MAX_BYTES - SUFFIX_ROOM_BYTES;
  const excess = utf8Length(parts.map((part) => part.text).join('_')) - budget;
  const info = parts.find((part) => part.token === 'CUSTOMIZATION_INFO');
  if (excess > 0 && info) info.text = trimNameEnds(truncateUtf8(info.text, Math.max(0, utf8Length(info.text) - excess)));
  return parts
    .map((part) => part.text)
    .filter((text) => text !== '')
    .join('_');
}

/** Windows and macOS compare names without case (and macOS without normalisation form). */
const clashKey = (name: string): string => name.normalize('NFC').toLowerCase();

/** Hands out names unique within one folder (or among folders), suffixing a clash with (2), (3)… before the extension. */
class UniqueNames {
  private readonly taken = new Set<string>();

  claim(stem: string, extension: string, maxBytes: number): string {
    const dotted = extension === '' ? '' : `.${extension}`;
    for (let n = 1; ; n++) {
      const suffix = n === 1 ? '' : `(${n})`;
      // The stem gives way, so that the suffix and the extension always survive the length bound.
      const room = maxBytes - utf8Length(suffix + dotted);
      const candidate = `${trimNameEnds(truncateUtf8(stem, room))}${suffix}${dotted}`;
      const key = clashKey(candidate);
      if (!this.taken.has(key)) {
        this.taken.add(key);
        return candidate;
      }
    }
  }
}

/** Platform order numbers are digit strings of different lengths: shorter first, then by digits. */
function compareOrderNumbers(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * CRLF, so that Notepad on an older Windows shows one number a line. An order in `notes` (one whose
 * designs the archive cannot all hold) carries its note after the number on its line, so a print shop
 * reading the list never takes it for complete.
 */
export function orderIdFileText(orderOriginalIds: Iterable<string>, notes?: Readonly<Record<string, string>>): string {
  const unique = [...new Set(orderOriginalIds)].sort(compareOrderNumbers);
  return unique.map((id) => (notes?.[id] ? `${id} ${notes[id]}\r\n` : `${id}\r\n`)).join('');
}

/**
 * The archive's layout: each source gets `{shop folder}/{file name}`, unique case-insensitively, and, when
 * asked for, each shop folder a list of its platform order numbers (the caller decides with writesOrderIdFile).
 */
export function planArchive(sources: readonly DownloadSource[], options: PlanOptions): ArchivePlan {
  const extension = safeSegment(options.extension, 16);
  const top = options.topFolder ? safeSegment(options.topFolder, FOLDER_NAME_MAX_BYTES) : '';
  const folders = new UniqueNames();
  const folderOf = new Map<string, { name: string; files: UniqueNames }>();
  const folderFor = (shopName: string) => {
    let folder = folderOf.get(shopName);
    if (!folder) {
      const name = folders.claim(safeSegment(shopName, FOLDER_NAME_MAX_BYTES) || TEXT.unnamedShop, '', FOLDER_NAME_MAX_BYTES);
      // Images end in .png or .tif and the lists in .txt, so no image name can be a list's.
      folder = { name: top ? `${top}/${name}` : name, files: new UniqueNames() };
      folderOf.set(shopName, folder);
    }
    return folder;
  };

  const images: PlannedImage[] = sources.map((source) => {
    const folder = folderFor(source.shopName);
    const stem = fileStem(options.rules, source.naming) || TEXT.unnamedImage;
    const fileName = folder.files.claim(stem, extension, FILE_NAME_MAX_BYTES);
    return { key: source.key, url: source.url, path: `${folder.name}/${fileName}`, orderOriginalId: source.naming.orderOriginalId };
  });

  // A listed order with no image still goes in its shop's folder (made for it if need be), after the
  // images' folders are named so that it never changes theirs.
  const filed = new Set(images.map((image) => image.orderOriginalId));
  const unfiledOrders = options.withOrderIdFile
    ? (options.listedOrders ?? [])
        .filter((order) => !filed.has(order.orderOriginalId))
        .map((order) => ({ folder: folderFor(order.shopName).name, orderOriginalId: order.orderOriginalId }))
    : [];

  // The lists themselves are written by the runner, part by part, from the images each part received.
  return {
    images,
    extraFiles: [],
    orderIdFileName: options.withOrderIdFile ? ORDER_ID_FILE_NAME : null,
    ...(options.orderNotes ? { orderNotes: options.orderNotes } : {}),
    ...(unfiledOrders.length > 0 ? { unfiledOrders } : {}),
  };
}

/**
 * The order-number list of one part: the base name and the part's archive name, e.g.
 * 订单号_定制图_20261122_190512_2.txt in 定制图_20261122_190512_2.zip. Parts, retries and later downloads
 * extracted into one folder then never overwrite each other's lists, and each list names its archive.
 */
export function orderIdListName(baseName: string, archiveFileName: string): string {
  const stem = (name: string) => name.replace(/\.[^.]*$/u, '');
  return `${stem(baseName)}_${stem(archiveFileName)}.txt`;
}

/** `{download type}_{yyyyMMdd_HHmmss}_{part}.zip`, in local time, e.g. 定制图_20261122_190512_1.zip. */
export function archivePartName(typeLabel: string, startedAt: Date, part: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const date = `${startedAt.getFullYear()}${pad(startedAt.getMonth() + 1)}${pad(startedAt.getDate())}`;
  const time = `${pad(startedAt.getHours())}${pad(startedAt.getMinutes())}${pad(startedAt.getSeconds())}`;
  return `${safeSegment(typeLabel, FOLDER_NAME_MAX_BYTES)}_${date}_${time}_${part}.zip`;
}
