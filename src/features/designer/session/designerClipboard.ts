/**
 * The designer's clipboard: the layers last copied or cut, kept in the browser per account so that another
 * template, another opening of the designer or another tab can paste them, and another account signed in on
 * the same browser never can.
 *
 * What a layer refers to must survive the page that copied it. An image of the admin API (a template's, a
 * library asset's) is a URL any page can draw. A local image (an upload or a text picture not saved yet, a
 * stroke image) lives at an object URL that dies with its page, so its bytes are kept with the layers, as a
 * draft keeps them (drafts/designDraft.ts), and a paste elsewhere makes a new URL for them; the layer keeps
 * its file id, so a save does not upload again what one already did. A layer whose local image can no longer
 * be read is left out, and the merchant is told how many were.
 *
 * Kept in IndexedDB, which stores Blobs and has room for images of several MB; a browser that refuses it
 * keeps the clipboard in the page only.
 */
import { Message } from '@arco-design/web-react';
import { MSG } from '../messages';
import { layersToCopy, layersToCut, selectedLayersOf, type DesignerStore, type Layer } from '../model';
import { uuidV4 } from '../model/uuid';
import { showDesignerMessage } from './designerActions';
import { clipboardKey, pageShelf, type ClipboardShelf, type StoredClipboard } from './clipboardShelf';
import type { LocalImages } from './localImages';

export type { ClipboardShelf, StoredClipboard } from './clipboardShelf';

/** The system clipboard's type that names our copy (a custom type: it is never pasted as text elsewhere). */
export const CLIPBOARD_COPY_TYPE = 'application/x-pcc-designer-layers';

/**
 * What a paste event pastes: the most recent copy. A copy of layers writes CLIPBOARD_COPY_TYPE on the system
 * clipboard, replacing what it held; so files without it were copied after our layers (a screenshot, an
 * image copied in another program) and are added as images. Anything else (our type, text, nothing) pastes
 * the designer's layers.
 */
export function pasteSource(types: readonly string[], fileCount: number): 'files' | 'layers' {
  return fileCount > 0 && !types.includes(CLIPBOARD_COPY_TYPE) ? 'files' : 'layers';
}

const isLocalUrl = (url: string | null | undefined): url is string => typeof url === 'string' && url.startsWith('blob:');

function isStoredClipboard(value: unknown): value is StoredClipboard {
  const entry = value as Partial<StoredClipboard> | null;
  return typeof entry?.id === 'string' && typeof entry.account === 'string' && Array.isArray(entry.layers) && typeof entry.images === 'object' && entry.images !== null;
}

export interface StartedCopy {
  /** The copy's id, known at once: the copy event writes it on the system clipboard before it returns. */
  id: string;
  /** Settles once the layers are kept, with how many were left out (their local image unreadable). */
  kept: Promise<number>;
}

/** One opening's view of the clipboard: its local images are the ones copied from and pasted into. */
export class DesignerClipboard {
  /** The copy being written: a paste right after it waits for it. */
  private writing: Promise<unknown> = Promise.resolve();
  /** Each kept local image's URL in this opening, by the URL the clipboard knows it by. */
  private readonly adopted = new Map<string, string>();

  constructor(
    private readonly images: LocalImages,
    /** The account signed in now (null: none known, and nothing is kept). */
    private readonly account: () => string | null,
    private readonly shelf: ClipboardShelf = pageShelf,
    private readonly newId: () => string = uuidV4,
  ) {}

  /** Keeps `layers` (bottom to top) as the clipboard's, in place of what it held. */
  copy(layers: readonly Layer[]): StartedCopy {
    const id = this.newId();
    const account = this.account();
    // After the copy before it: a slow read of its images must not let it overwrite this newer one.
    const kept = account === null ? Promise.resolve(0) : this.writing.then(() => this.keep(id, account, layers));
    this.writing = kept.catch(() => 0);
    return { id, kept };
  }

  /** The clipboard of the account signed in now; null when it holds nothing. */
  async read(): Promise<StoredClipboard | null> {
    await this.writing;
    const account = this.account();
    if (account === null) return null;
    const stored = await this.shelf.read(clipboardKey(account));
    return isStoredClipboard(stored) && stored.account === account ? stored : null;
  }

  /** The kept layers with image URLs this opening can draw (new object URLs for images from elsewhere). */
  layersHere(entry: StoredClipboard): Layer[] {
    const here = (url: string): string | null => {
      if (this.images.get(url)) return url;
      const known = this.adopted.get(url);
      if (known) return known;
      const image = entry.images[url];
      if (!image) return null;
      const adopted = this.images.add(image);
      this.adopted.set(url, adopted);
      return adopted;
    };
    return entry.layers.map((layer) => {
      const imageUrl = isLocalUrl(layer.imageUrl) ? (here(layer.imageUrl) ?? layer.imageUrl) : layer.imageUrl;
      const stroke = layer.stroke;
      if (!stroke || !isLocalUrl(stroke.imageUrl)) return { ...layer, imageUrl };
      const strokeUrl = here(stroke.imageUrl);
      // A stroke image not kept is drawn again from the layer's image, as a draft's is (designDraft.ts).
      return strokeUrl
        ? { ...layer, imageUrl, stroke: { ...stroke, imageUrl: strokeUrl } }
        : { ...layer, imageUrl, stroke: { ...stroke, imageUrl: null, imageFrame: null }, strokeSvgData: null };
    });
  }

  /** After a paste: the clipboard keeps where its layers went, so the next paste lands one offset further. */
  async placed(entry: StoredClipboard, pasted: readonly Layer[]): Promise<void> {
    const current = await this.read();
    if (current?.id !== entry.id || pasted.length !== current.layers.length) return;
    const layers = current.layers.map((layer, i) => ({ ...layer, left: pasted[i]!.left, top: pasted[i]!.top }));
    // As in keep: not after a sign-out since the read.
    if (this.account() !== current.account) return;
    this.writing = this.shelf.write(clipboardKey(current.account), { ...current, layers }).catch(() => undefined);
    await this.writing;
  }

  private async keep(id: string, account: string, layers: readonly Layer[]): Promise<number> {
    const images: Record<string, Blob> = {};
    const carried: Layer[] = [];
    const bytes = async (url: string): Promise<Blob | null> => {
      if (images[url]) return images[url];
      const image = await this.images.read(url).catch(() => null);
      if (image) images[url] = image;
      return image;
    };
    for (const layer of layers) {
      if (isLocalUrl(layer.imageUrl) && !(await bytes(layer.imageUrl))) continue;
      // An unreadable stroke image is only left behind: the paste draws the stroke again.
      if (isLocalUrl(layer.stroke?.imageUrl)) await bytes(layer.stroke.imageUrl);
      carried.push(layer);
    }
    // Signed out while the images were read: 退出登录 has forgotten the account's clipboard (clipboardShelf.ts), and
    // a copy written now would outlive it. Checked in the same task as the write starts, so a sign-out comes
    // either before (nothing written) or after (its forgetting runs after the write, in IndexedDB's order).
    if (this.account() !== account) return layers.length;
    await this.shelf.write(clipboardKey(account), { id, account, layers: carried, images });
    return layers.length - carried.length;
  }
}

/** Says how many layers a copy left out, once it is kept. */
function reportKept(started: StartedCopy): StartedCopy {
  void started.kept.then((left) => {
    if (left > 0) Message.warning(MSG.designerClipboard.notCopied(left));
  });
  return started;
}

/** Ctrl/⌘ + C, or 复制: the selected layers to the clipboard; null when none is selected. */
export function copySelection(store: DesignerStore, clipboard: DesignerClipboard): StartedCopy | null {
  if (!store.isEnabled('copyToClipboard')) return null;
  return reportKept(clipboard.copy(layersToCopy(store.getState())));
}

/**
 * Ctrl/⌘ + X: the selected layers that may be deleted go to the clipboard and leave the template (one undo
 * step); a locked one stays, with 图层已锁定. Null when nothing is selected; a copy of nothing when all are
 * locked, the clipboard keeping what it held.
 */
export function cutSelection(store: DesignerStore, clipboard: DesignerClipboard): StartedCopy | null {
  if (!store.isEnabled('cutToClipboard')) return null;
  const layers = layersToCut(store.getState());
  const outcome = store.dispatch('cutToClipboard');
  if (outcome.message) showDesignerMessage(outcome.message);
  if (!outcome.ran || layers.length === 0) return null;
  return reportKept(clipboard.copy(layers));
}

/** Ctrl/⌘ + V, or 粘贴: the clipboard's layers, offset from where they were last placed, selected (one undo step). */
export async function pasteLayers(store: DesignerStore, clipboard: DesignerClipboard): Promise<void> {
  const entry = await clipboard.read();
  if (!entry || entry.layers.length === 0) {
    Message.info(MSG.designerClipboard.empty);
    return;
  }
  const outcome = store.dispatch('pasteLayers', clipboard.layersHere(entry));
  if (!outcome.ran) return;
  const state = store.getState();
  const pasted = selectedLayersOf(state);
  await clipboard.placed(entry, pasted);
}
