/**
 * The order-number lists a part ends with (ArchivePlan.orderIdFileName): per shop folder, the platform
 * order numbers of the images the part holds, and in the first part the ticked orders the archive holds no
 * file of. Their bytes are counted before an image is admitted, so they never push a part past its limit.
 */
import { entryChunk, type EntryChunk } from './entryChunk';
import { orderIdFileText } from './names';
import { localHeaderRoom } from './storedZip';
import type { ArchivePlan, PlannedImage } from './types';

/** Folder → platform order numbers. */
export type OrderLists = Map<string, Set<string>>;

/**
 * What one list adds to a part besides its name (twice) and its text: local and central headers, room for
 * the ZIP64 fields a part past 4 GB would need, and for the ZIP64 end records (56 + 20) that the lists' own
 * entries bring when they take the count past 65,535.
 */
const LIST_ENTRY_OVERHEAD = 30 + 46 + 64 + 76;

const utf8 = new TextEncoder();

const folderOf = (path: string): string => path.slice(0, path.lastIndexOf('/'));

/** A text of ours (the extra files, the order-number lists), made ready in place: a few kilobytes. */
export const textEntry = (name: string, text: string): { name: string; entry: EntryChunk } => ({ name, entry: entryChunk(utf8.encode(text), localHeaderRoom(name)) });

/** The lists a part begins with: the first names the ticked orders the archive holds no file of. */
export function listsAtStart(plan: ArchivePlan, partNumber: number): OrderLists {
  const lists: OrderLists = new Map();
  if (partNumber === 1) for (const { folder, orderOriginalId } of plan.unfiledOrders ?? []) lists.set(folder, (lists.get(folder) ?? new Set()).add(orderOriginalId));
  return lists;
}

/** Puts `image`'s order in its folder's list. */
export function addToLists(lists: OrderLists, image: PlannedImage): void {
  const folder = folderOf(image.path);
  lists.set(folder, (lists.get(folder) ?? new Set()).add(image.orderOriginalId));
}

/** A copy of `lists` with `image`'s order in its folder's list. */
export function withImage(lists: ReadonlyMap<string, ReadonlySet<string>>, image: PlannedImage | null): OrderLists {
  const copy: OrderLists = new Map([...lists].map(([folder, ids]) => [folder, new Set(ids)]));
  if (image) addToLists(copy, image);
  return copy;
}

/** The bytes `lists` take in a part, each named by `listPath`. */
export function listsBytes(lists: ReadonlyMap<string, ReadonlySet<string>>, listPath: (folder: string) => string, orderNotes: ArchivePlan['orderNotes']): number {
  let bytes = 0;
  for (const [folder, ids] of lists) bytes += LIST_ENTRY_OVERHEAD + 2 * utf8.encode(listPath(folder)).byteLength + utf8.encode(orderIdFileText(ids, orderNotes)).byteLength;
  return bytes;
}

/** The lists as entries, each named by `listPath`. */
export const listEntries = (lists: OrderLists, listPath: (folder: string) => string, orderNotes: ArchivePlan['orderNotes']): { name: string; entry: EntryChunk }[] =>
  [...lists].map(([folder, ids]) => textEntry(listPath(folder), orderIdFileText(ids, orderNotes)));
