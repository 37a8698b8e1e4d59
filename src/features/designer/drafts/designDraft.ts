/**
 * Nothing lost (issue 5): the unsaved designer state is kept in IndexedDB while the merchant works, one
 * draft per template, so that after a crash or a reload opening the same template offers it back.
 *
 * A local upload lives at an object URL that dies with the page, so the draft keeps those images'
 * bytes (IndexedDB stores Blobs) and a restore makes new URLs for them.
 */
import { del, get, set } from 'idb-keyval';
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

/** The brief's key: one per template, and one per group for a template not created yet. */
export function draftKey(templateId: Id | null, groupId: Id): string {
  return `designer:draft:${templateId ?? `new:${groupId}`}`;
}

export async function readDraft(key: string): Promise<DesignDraft | null> {
  try {
    return ((await get(key)) as DesignDraft | undefined) ?? null;
  } catch {
    // A browser without IndexedDB (a private window in some versions) simply keeps no drafts.
    return null;
  }
}

export async function writeDraft(key: string, draft: DesignDraft): Promise<void> {
  try {
    await set(key, draft);
  } catch {
    // Out of quota or no IndexedDB: the designer still works, it only cannot keep a draft.
  }
}

export async function deleteDraft(key: string): Promise<void> {
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
