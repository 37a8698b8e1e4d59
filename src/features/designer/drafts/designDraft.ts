/**
 * Nothing lost (issue 5): the unsaved designer state is kept in IndexedDB while the merchant works, one
 * draft per account and template, so that after a crash or a reload opening the same template offers it back.
 *
 * A local upload lives at an object URL that dies with the page, so the draft keeps those images'
 * bytes (IndexedDB stores Blobs) and a restore makes new URLs for them.
 */
import { del, get, keys, set } from 'idb-keyval';
import type { Id } from '../../../../contract/catalogue';
import type { CanvasSize, Layer } from '../model';

export interface DesignDraft {
  /** When it was written (ms): a draft older than the template's last save is stale. */
  savedAt: number;
  templateId: Id | null;
  groupId: Id;
  name: string;
  /** The preview phone (spec 2 §3); absent in drafts written before it was kept. */
  previewPhoneModelId?: Id | null;
  previewMaterialColorId?: Id | null;
  canvas: CanvasSize;
  layers: Layer[];
  /** The bytes of every layer image that was not uploaded yet, by the URL the layers use. */
  images: Record<string, Blob>;
}

const DRAFT_PREFIX = 'designer:accountDraft:';
/** Drafts from before they were keyed by account: nobody can tell whose they are. */
const UNOWNED_PREFIX = 'designer:draft:';

/**
 * One per account and template, and one per account and group for a template not created yet: merchants
 * sharing a browser never see each other's work. Null without a known account: then nothing is kept.
 */
export function draftKey(account: string | null, templateId: Id | null, groupId: Id): string | null {
  if (!account) return null;
  return `${DRAFT_PREFIX}${encodeURIComponent(account)}:${templateId ?? `new:${groupId}`}`;
}

let unownedDropped = false;

/** Deletes the unowned drafts, once per page: they are never offered, and may hold image bytes. */
async function dropUnownedDrafts(): Promise<void> {
  if (unownedDropped) return;
  unownedDropped = true;
  const stale = (await keys()).filter((key) => typeof key === 'string' && key.startsWith(UNOWNED_PREFIX));
  await Promise.all(stale.map((key) => del(key)));
}

export async function readDraft(key: string | null): Promise<DesignDraft | null> {
  if (key === null) return null;
  try {
    await dropUnownedDrafts();
    return ((await get(key)) as DesignDraft | undefined) ?? null;
  } catch {
    // A browser without IndexedDB (a private window in some versions, a frame denied storage) keeps no drafts.
    return null;
  }
}

export async function writeDraft(key: string | null, draft: DesignDraft): Promise<void> {
  if (key === null) return;
  try {
    await set(key, draft);
  } catch {
    // Out of quota or no IndexedDB: the designer still works, it only cannot keep a draft.
  }
}

export async function deleteDraft(key: string | null): Promise<void> {
  if (key === null) return;
  try {
    await del(key);
  } catch {
    // Nothing to delete where nothing could be stored.
  }
}

/**
 * Whether to offer the draft: always for a template not created yet, otherwise only when it was
 * written after the template's last save (a save elsewhere makes it stale).
 */
export function draftIsNewer(draft: DesignDraft, templateUpdatedAt: number | null): boolean {
  return templateUpdatedAt === null || draft.savedAt > templateUpdatedAt;
}

/** The draft's layers with fresh object URLs for the kept images. `revoke` frees them when the drawer closes. */
export function layersFromDraft(draft: DesignDraft, register: (url: string, image: Blob) => void): Layer[] {
  const urls = new Map<string, string>();
  for (const [oldUrl, image] of Object.entries(draft.images)) {
    const url = URL.createObjectURL(image);
    urls.set(oldUrl, url);
    register(url, image);
  }
  return draft.layers.map((layer) => (urls.has(layer.imageUrl) ? { ...layer, imageUrl: urls.get(layer.imageUrl)! } : layer));
}
