/**
 * Nothing lost: the unsaved designer state is kept in IndexedDB while the merchant works, one
 * draft per account, template and opening of the designer, so that after a crash or a reload opening the
 * same template offers it back. Per opening: two tabs on one template keep a draft each, and a
 * save in one deletes only its own; the other tab's work stays kept until that tab saves or drops it.
 *
 * A local upload lives at an object URL that dies with the page, so the draft keeps those images'
 * bytes (IndexedDB stores Blobs) and a restore makes new URLs for them.
 */
import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';
import type { Id } from '../../../../contract/catalogue';
import type { ProductMode } from '../../../../contract/customization';
import type { TemplateInput } from '../../../../contract/templateBody';
import type { CanvasSize, Layer } from '../model';
import { isSoundDraft } from './draftCheck';

export interface DesignDraft {
  /** When it was written (ms, the PC's clock): for a draft without a revision, older than the last save is stale. */
  savedAt: number;
  templateId: Id | null;
  groupId: Id;
  name: string;
  /** The preview phone (spec 2 §3); absent in drafts written before it was kept. */
  previewPhoneModelId?: Id | null;
  previewMaterialColorId?: Id | null;
  /** The 设置 menu's product mode and bound collections; absent in drafts written before they were kept. */
  productMode?: ProductMode | null;
  boundDesignAssetCollectionIds?: Id[];
  /** The template revision the work started from (null: a new template); absent in older drafts. */
  baseRevision?: number | null;
  canvas: CanvasSize;
  layers: Layer[];
  /** The bytes of every layer image that was not uploaded yet, by the URL the layers use. */
  images: Record<string, Blob>;
  /**
   * A new template's create whose answer never came (save/saveDesign.ts UploadedSoFar.lostCreate): kept so that
   * a save after a reload sends that create again, under the retry key the tab keeps for it (api/retryKeys.ts),
   * and makes no second template. Never the template a later save found it made: a draft is not trusted to name
   * a template to overwrite.
   */
  lostCreate?: TemplateInput;
  /**
   * The key of the draft this one took over on 恢复 (takenOver): that draft, still kept when a crash came
   * between this write and its deletion, holds the same work and is never offered again.
   */
  restoredFrom?: string;
}

/** idb-keyval's own database and store, where drafts have always been kept. */
const keyvalStore = createStore('keyval-store', 'keyval');

/**
 * The same store, with each write committed as soon as it is sent: a draft written as the page goes
 * (pagehide) must not wait for the page to hear that its request succeeded, which it may never do.
 */
const draftStore: UseStore = (mode, callback) =>
  keyvalStore(mode, (store) => {
    const done = callback(store);
    // commit() is from 2020 (Safari 15): without it the write commits when the page hears back, as before.
    if (mode === 'readwrite' && 'commit' in store.transaction) store.transaction.commit();
    return done;
  });

const DRAFT_PREFIX = 'designer:accountDraft:';
/** Drafts from before they were keyed by account: nobody can tell whose they are. */
const UNOWNED_PREFIX = 'designer:draft:';

/**
 * Where the drafts of one account and template are kept (of one account and group for a template not
 * created yet): merchants sharing a browser never see each other's work. Null without a known account:
 * then nothing is kept.
 */
export function draftScope(account: string | null, templateId: Id | null, groupId: Id): string | null {
  if (!account) return null;
  return `${DRAFT_PREFIX}${encodeURIComponent(account)}:${templateId === null ? `new:${encodeURIComponent(groupId)}` : encodeURIComponent(templateId)}`;
}

/** The draft of one opening of the designer (newOpeningId) within its scope. */
export function draftKey(account: string | null, templateId: Id | null, groupId: Id, openingId: string): string | null {
  const scope = draftScope(account, templateId, groupId);
  return scope === null ? null : `${scope}:${openingId}`;
}

/** Which opening wrote the draft at `key` (null: one from before drafts were kept per opening). */
export function openingOfKey(key: string, scope: string): string | null {
  return key.startsWith(`${scope}:`) ? key.slice(scope.length + 1) : null;
}

/** Names one opening of the designer: its drafts, and the lock that says it is still open (draftLocks). */
export function newOpeningId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

let unownedDropped = false;

/** Deletes the unowned drafts, once per page: they are never offered, and may hold image bytes. */
async function dropUnownedDrafts(): Promise<void> {
  if (unownedDropped) return;
  unownedDropped = true;
  const stale = (await keys(draftStore)).filter((key) => typeof key === 'string' && key.startsWith(UNOWNED_PREFIX));
  await Promise.all(stale.map((key) => del(key, draftStore)));
}

export interface StoredDraft {
  key: string;
  draft: DesignDraft;
}

export interface ReadDrafts {
  drafts: StoredDraft[];
  /** How many drafts the check refused (draftCheck.ts): deleted, never offered. */
  refused: number;
}

/**
 * Every draft in a scope, by any opening (and the one kept at the scope itself, from before openings), each
 * checked as it is read (draftCheck.ts): one that fails is deleted, since no restore could bring it back.
 */
export async function readDrafts(scope: string | null): Promise<ReadDrafts> {
  if (scope === null) return { drafts: [], refused: 0 };
  try {
    await dropUnownedDrafts();
    const inScope = (await keys(draftStore)).filter((key): key is string => typeof key === 'string' && (key === scope || key.startsWith(`${scope}:`)));
    const found = await Promise.all(inScope.map(async (key) => ({ key, value: (await get(key, draftStore)) as unknown })));
    const drafts: StoredDraft[] = [];
    const refused: string[] = [];
    for (const { key, value } of found) {
      if (value === undefined) continue;
      if (isSoundDraft(value, location.origin)) drafts.push({ key, draft: value as DesignDraft });
      else refused.push(key);
    }
    await Promise.all(refused.map((key) => del(key, draftStore)));
    return { drafts, refused: refused.length };
  } catch {
    return { drafts: [], refused: 0 };
  }
}

export async function writeDraft(key: string | null, draft: DesignDraft): Promise<void> {
  if (key === null) return;
  try {
    await set(key, draft, draftStore);
  } catch {
    // Out of quota or no IndexedDB: the designer still works, it only cannot keep a draft.
  }
}

export async function deleteDraft(key: string | null): Promise<void> {
  if (key === null) return;
  try {
    await del(key, draftStore);
  } catch {
    // Nothing to delete where nothing could be stored.
  }
}

/**
 * Whether to offer the draft: always for a template not created yet; otherwise when it was written after
 * the template's last save, or when it started from another revision than the template's now (another
 * tab saved over that work: it is still unsaved work, and saving it meets the reload-or-overwrite
 * choice). A draft of the current revision older than its save holds what was saved.
 */
export function draftIsNewer(draft: DesignDraft, template: { updatedAt: number; revision: number } | null): boolean {
  if (template === null) return true;
  // A draft that knows its revision is unsaved work, whatever the clocks say (a merchant's PC clock need not
  // agree with the server's): on the saved revision it was written after that save was read, since a clean
  // designer writes no draft; on an older one another save overtook it, and it is offered all the same.
  if (typeof draft.baseRevision === 'number') return true;
  return draft.savedAt > template.updatedAt;
}

/**
 * The drafts to offer, newest first: every one that no open designer is still writing and that is worth
 * offering. Two tabs left unsaved on one template leave two, and both are offered at once, each with its own
 * time and preview (docs/designer.md, "Drafts"), so that the one not picked is seen before it goes. A draft
 * another one took over on 恢复 (restoredFrom) is stale: its work lives on in the other.
 */
export function draftsToOffer(
  drafts: readonly StoredDraft[],
  scope: string,
  openElsewhere: ReadonlySet<string>,
  template: { updatedAt: number; revision: number } | null,
): { offers: StoredDraft[]; stale: StoredDraft[] } {
  const takenOver = new Set(drafts.flatMap(({ draft }) => (draft.restoredFrom ? [draft.restoredFrom] : [])));
  const orphans = drafts.filter(({ key }) => {
    const opening = openingOfKey(key, scope);
    return opening === null || !openElsewhere.has(opening);
  });
  const worthOffering = (entry: StoredDraft) => !takenOver.has(entry.key) && draftIsNewer(entry.draft, template);
  const offers = orphans.filter(worthOffering).sort((a, b) => b.draft.savedAt - a.draft.savedAt);
  return { offers, stale: orphans.filter((entry) => !worthOffering(entry)) };
}

/**
 * The restored draft as the restoring opening keeps it, before anything is edited: the same work, its
 * layers at their new object URLs and the kept images under those, based on the revision the designer
 * now saves against. Written at once, so that a reload or a crash right after 恢复 offers it again.
 */
export function takenOverDraft(
  draft: DesignDraft,
  from: string,
  restored: { layers: Layer[]; images: Record<string, Blob>; baseRevision: number | null },
): DesignDraft {
  return { ...draft, layers: restored.layers, images: restored.images, baseRevision: restored.baseRevision, restoredFrom: from };
}

/** The draft's layers with fresh object URLs for the kept images. `revoke` frees them when the drawer closes. */
export function layersFromDraft(draft: DesignDraft, register: (url: string, image: Blob) => void): Layer[] {
  const urls = new Map<string, string>();
  for (const [oldUrl, image] of Object.entries(draft.images)) {
    const url = URL.createObjectURL(image);
    urls.set(oldUrl, url);
    register(url, image);
  }
  return draft.layers.map((layer) => {
    const moved = urls.has(layer.imageUrl) ? { ...layer, imageUrl: urls.get(layer.imageUrl)! } : layer;
    const strokeUrl = moved.stroke?.imageUrl;
    // A stroke image never uploaded: kept like the layer image, or (from a draft that did not keep it) computed again.
    if (!moved.stroke || !strokeUrl || moved.stroke.imageFileId) return moved;
    const kept = urls.get(strokeUrl);
    return { ...moved, stroke: { ...moved.stroke, imageUrl: kept ?? null, imageFrame: kept ? moved.stroke.imageFrame : null }, strokeSvgData: kept ? moved.strokeSvgData : null };
  });
}

/** The URLs of a layer's images that are local until a save uploads them: its own and its stroke's. */
export function localImageUrls(layer: Layer): string[] {
  const urls = layer.imageFileId ? [] : [layer.imageUrl];
  if (layer.stroke?.imageUrl && !layer.stroke.imageFileId) urls.push(layer.stroke.imageUrl);
  return urls;
}
