// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Stroke } from '../../../contract/templates';
import { createDesignerStore } from '../../../src/features/designer/model/designerStore';
import { DEFAULT_STROKE } from '../../../contract/stroke';
import { clipboardKey } from '../../../src/features/designer/session/clipboardShelf';
import {
  CLIPBOARD_COPY_TYPE,
  DesignerClipboard,
  pasteLayers,
  pasteSource,
  type ClipboardShelf,
  type StoredClipboard,
} from '../../../src/features/designer/session/designerClipboard';
import { LocalImages } from '../../../src/features/designer/session/localImages';
import { counter, layer, order, stack, state } from './fixtures';

/** The browser's IndexedDB stand-in: one map, shared by every "tab" of a test. */
function memoryShelf(): ClipboardShelf & { entries: Map<string, StoredClipboard> } {
  const entries = new Map<string, StoredClipboard>();
  return {
    entries,
    read: async (key) => entries.get(key),
    write: async (key, value) => {
      entries.set(key, value);
    },
  };
}

const stroke = (over: Partial<Stroke> = {}): Stroke => ({ ...DEFAULT_STROKE, imageUrl: null, imageFrame: { width: 1.2, height: 1.2 }, ...over });

describe('the designer clipboard', () => {
  it('is the signed-in account\'s: another account signed in on the browser reads nothing', async () => {
    const shelf = memoryShelf();
    let account: string | null = 'alice';
    const clipboard = new DesignerClipboard(new LocalImages(), () => account, shelf, counter('copy'));
    await clipboard.copy([layer('a')]).kept;
    expect([...shelf.entries.keys()]).toEqual([clipboardKey('alice')]);
    expect((await clipboard.read())?.layers.map((l) => l.uuid)).toEqual(['a']);
    account = 'bob';
    expect(await clipboard.read()).toBeNull();
    account = null;
    expect(await clipboard.read()).toBeNull();
  });

  it('does not take an entry stored under one account\'s key for another account', async () => {
    const shelf = memoryShelf();
    shelf.entries.set(clipboardKey('bob'), { id: 'x', account: 'alice', layers: [layer('a')], images: {} });
    expect(await new DesignerClipboard(new LocalImages(), () => 'bob', shelf).read()).toBeNull();
  });

  it('keeps nothing without a known account', async () => {
    const shelf = memoryShelf();
    await new DesignerClipboard(new LocalImages(), () => null, shelf).copy([layer('a')]).kept;
    expect(shelf.entries.size).toBe(0);
  });

  it('carries the bytes of local images to another opening, which draws them at a URL of its own', async () => {
    const shelf = memoryShelf();
    const here = new LocalImages();
    const picture = new Blob(['png-bytes'], { type: 'image/png' });
    const strokePicture = new Blob(['stroke'], { type: 'image/png' });
    const url = here.add(picture);
    const strokeUrl = here.add(strokePicture);
    const local = layer('a', { imageUrl: url, imageFileId: null, stroke: stroke({ imageUrl: strokeUrl }) });
    // Uploaded by a save in this opening: its file is kept, its URL is still the page's own.
    const saved = layer('b', { imageUrl: url, imageFileId: 'file-9' });
    const remote = layer('c');
    await new DesignerClipboard(here, () => 'alice', shelf).copy([local, saved, remote]).kept;

    const there = new LocalImages();
    const other = new DesignerClipboard(there, () => 'alice', shelf);
    const pasted = other.layersHere((await other.read())!);
    expect(pasted[0]!.imageUrl).not.toBe(url);
    expect(there.get(pasted[0]!.imageUrl)).toBe(picture);
    expect(there.get(pasted[0]!.stroke!.imageUrl!)).toBe(strokePicture);
    // One image, one new URL: both layers that share it share it again.
    expect(pasted[1]).toMatchObject({ imageUrl: pasted[0]!.imageUrl, imageFileId: 'file-9' });
    expect(pasted[2]!.imageUrl).toBe(remote.imageUrl);
    // The opening that copied them draws them where they are.
    const same = new DesignerClipboard(here, () => 'alice', shelf);
    expect(same.layersHere((await same.read())!)[0]!.imageUrl).toBe(url);
  });

  it('writes nothing when the account signs out while the copy reads its images, nor after a paste', async () => {
    const shelf = memoryShelf();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    /** An image read that answers only once released: 退出登录 comes meanwhile. */
    class SlowImages extends LocalImages {
      override async read(url: string): Promise<Blob> {
        await held;
        return super.read(url);
      }
    }
    const images = new SlowImages();
    const url = images.add(new Blob(['png'], { type: 'image/png' }));
    let account: string | null = 'alice';
    const clipboard = new DesignerClipboard(images, () => account, shelf);
    const { kept } = clipboard.copy([layer('a', { imageUrl: url, imageFileId: null })]);
    account = null;
    release();
    await kept;
    expect(shelf.entries.size).toBe(0);

    // A paste's write of where its layers went, after a sign-out that came while it read the clipboard, is dropped too.
    account = 'alice';
    await clipboard.copy([layer('b')]).kept;
    const entry = (await clipboard.read())!;
    const written = new Map(shelf.entries);
    const read = shelf.read;
    shelf.read = async (key) => {
      const stored = await read(key);
      account = null;
      return stored;
    };
    await clipboard.placed(entry, [layer('b', { left: 300, top: 300 })]);
    expect(shelf.entries).toEqual(written);
  });

  it('leaves out a layer whose local image cannot be read, and says how many; a lost stroke image is drawn again', async () => {
    const shelf = memoryShelf();
    const images = new LocalImages();
    const url = images.add(new Blob(['png'], { type: 'image/png' }));
    const gone = layer('gone', { imageUrl: 'blob:http://localhost/revoked', imageFileId: null });
    const strokeGone = layer('s', { imageUrl: url, imageFileId: null, stroke: stroke({ imageUrl: 'blob:http://localhost/revoked-stroke' }), strokeSvgData: 'M0 0 Z' });
    const clipboard = new DesignerClipboard(images, () => 'alice', shelf);
    expect(await clipboard.copy([gone, strokeGone]).kept).toBe(1);
    const entry = (await clipboard.read())!;
    expect(entry.layers.map((l) => l.uuid)).toEqual(['s']);
    const [pasted] = new DesignerClipboard(new LocalImages(), () => 'alice', shelf).layersHere(entry);
    expect(pasted!.stroke).toMatchObject({ imageUrl: null, imageFrame: null });
    expect(pasted!.strokeSvgData).toBeNull();
  });

  it('a paste lands where the layer was, a second one an offset from the first, another template where the last went; each one undo step', async () => {
    const shelf = memoryShelf();
    const clipboard = new DesignerClipboard(new LocalImages(), () => 'alice', shelf);
    await clipboard.copy([layer('a', { left: 200, top: 100 })]).kept;
    const store = createDesignerStore(state(stack('x')), { newUuid: counter() });
    await pasteLayers(store, clipboard);
    await pasteLayers(store, clipboard);
    expect(order(store.getState())).toBe('xnew-1new-2');
    // Nothing lay where 'a' was copied from (this template does not hold it): the first lands there.
    expect(store.getState().layers[1]!.left).toBeCloseTo(200, 9);
    expect(store.getState().layers[2]!.left).toBeCloseTo(220, 9);
    expect(store.getState().layers[2]!.top).toBeCloseTo(110, 9);
    expect(store.getState().selectedUuids).toEqual(['new-2']);
    const another = createDesignerStore(state([]), { newUuid: counter('other') });
    await pasteLayers(another, new DesignerClipboard(new LocalImages(), () => 'alice', shelf));
    expect(another.getState().layers[0]!.left).toBeCloseTo(220, 9);
    store.dispatch('undo');
    expect(order(store.getState())).toBe('xnew-1');
  });

  it('a new copy replaces the clipboard, and a paste right after a copy waits for it', async () => {
    const shelf = memoryShelf();
    const clipboard = new DesignerClipboard(new LocalImages(), () => 'alice', shelf);
    void clipboard.copy([layer('a')]);
    void clipboard.copy([layer('b'), layer('c')]);
    expect((await clipboard.read())?.layers.map((l) => l.uuid)).toEqual(['b', 'c']);
  });
});

describe('what a paste event pastes: the most recent copy', () => {
  const cases: [string, string[], number, 'files' | 'layers'][] = [
    ['an image copied after our layers (no id of ours) is the image', ['Files'], 1, 'files'],
    ['our copy, written over the system clipboard, is the layers', [CLIPBOARD_COPY_TYPE], 0, 'layers'],
    ['files beside our id (never written so by us) are still our copy', [CLIPBOARD_COPY_TYPE, 'Files'], 1, 'layers'],
    ['text copied elsewhere is no image: the layers', ['text/plain'], 0, 'layers'],
    ['an empty system clipboard: the layers', [], 0, 'layers'],
  ];
  it.each(cases)('%s', (_label, types, files, expected) => {
    expect(pasteSource(types, files)).toBe(expected);
  });
});
