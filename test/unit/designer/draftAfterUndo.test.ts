// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDesignerStore, type DesignerStore } from '../../../src/features/designer/model/designerStore';
import { moveLayers } from '../../../src/features/designer/model/transform';
import { DRAFT_DEBOUNCE_MS, useDraftAutosave, type DraftSource } from '../../../src/features/designer/session/useDraftAutosave';
import type { LocalImages } from '../../../src/features/designer/session/localImages';
import type { TemplateMeta } from '../../../src/features/designer/save/saveDesign';
import type { TemplateInput } from '../../../contract/templateBody';
import { counter, stack, state } from './fixtures';

const disk = vi.hoisted(() => ({ written: 0, deleted: 0 }));
const lastWritten = vi.hoisted(() => ({ draft: null as unknown }));
vi.mock('../../../src/features/designer/drafts/designDraft', async (original) => ({
  ...(await original<typeof import('../../../src/features/designer/drafts/designDraft')>()),
  writeDraft: async (_key: string | null, draft: unknown) => {
    disk.written++;
    lastWritten.draft = draft;
  },
  deleteDraft: async () => void disk.deleted++,
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const meta: TemplateMeta = { id: 't1', collectionId: 'g1', name: '两百图层', boundDesignAssetCollectionIds: [], previewPhoneModelId: null, previewMaterialColorId: null, productMode: null, revision: 1 };

afterEach(() => {
  vi.useRealTimers();
  disk.written = 0;
  disk.deleted = 0;
});

/** A drag of layer a, kept after the debounce: one draft written. */
function dragAndKeep(store: DesignerStore): void {
  act(() => {
    const base = store.beginInteraction();
    store.updateInteraction(moveLayers(base, ['a'], 30, 20));
    store.endInteraction();
  });
  act(() => vi.advanceTimersByTime(DRAFT_DEBOUNCE_MS));
  expect(disk.written).toBe(1);
}

function sourceOf(store: DesignerStore): DraftSource {
  return { store, enabled: true, key: 'draft-1', templateId: null, groupId: 'g1', meta: { ...meta, id: null, revision: null }, metaChanged: false, images: {} as LocalImages, uploaded: { files: new Map(), thumbnail: null }, lostCreates: 0 };
}

describe('the draft of a designer undone back to its saved state', () => {
  it('is dropped once the undo is painted, not in the undo itself', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const store = createDesignerStore(state(stack('abc'), ['a', 'b', 'c']), { newUuid: counter() });
    const source = { ...sourceOf(store), meta };
    function Autosave() {
      useDraftAutosave(source);
      return null;
    }
    const root = createRoot(document.createElement('div'));
    act(() => root.render(createElement(Autosave)));
    // A drag of the three layers, kept after the debounce.
    act(() => {
      const base = store.beginInteraction();
      store.updateInteraction(moveLayers(base, ['a', 'b', 'c'], 30, 20));
      store.endInteraction();
    });
    act(() => vi.advanceTimersByTime(DRAFT_DEBOUNCE_MS));
    expect(disk).toEqual({ written: 1, deleted: 0 });

    // Ctrl+Z: the designer is back at its saved state. Its key's task draws the undo and touches no disk.
    act(() => void store.dispatch('undo'));
    expect(store.isDirty()).toBe(false);
    expect(disk).toEqual({ written: 1, deleted: 0 });
    // The frame, then a task of its own: the draft goes, still long before a debounce.
    act(() => vi.advanceTimersToNextFrame());
    act(() => vi.advanceTimersToNextTimer());
    expect(disk).toEqual({ written: 1, deleted: 1 });
    act(() => root.unmount());
  });
});

describe('the draft of a new template whose create lost its answer', () => {
  it('is written again after the failed save, keeping that create and never the template a later save found it made', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const store = createDesignerStore(state(stack('ab'), ['a', 'b']), { newUuid: counter() });
    let source = sourceOf(store);
    function Autosave({ from }: { from: DraftSource }) {
      useDraftAutosave(from);
      return null;
    }
    const root = createRoot(document.createElement('div'));
    act(() => root.render(createElement(Autosave, { from: source })));
    dragAndKeep(store);
    expect(lastWritten.draft).not.toHaveProperty('lostCreate');

    // The save failed with its create's answer lost: the document is as it was, the draft is written all the same.
    const body = { collectionId: 'g1', name: '' } as TemplateInput;
    source.uploaded.lostCreate = body;
    source.uploaded.made = { id: 't9' };
    source = { ...source, lostCreates: 1 };
    act(() => root.render(createElement(Autosave, { from: source })));
    act(() => vi.advanceTimersByTime(DRAFT_DEBOUNCE_MS));
    expect(disk.written).toBe(2);
    expect(lastWritten.draft).toMatchObject({ lostCreate: body });
    expect(lastWritten.draft).not.toHaveProperty('made');
    act(() => root.unmount());
  });
});

describe("the draft of a template's 另存为新模板 whose create lost its answer", () => {
  it('keeps no lost create: a draft under a template deleted elsewhere is never offered again', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const store = createDesignerStore(state(stack('ab'), ['a', 'b']), { newUuid: counter() });
    const source: DraftSource = { ...sourceOf(store), templateId: 't1', meta, lostCreates: 1 };
    source.uploaded.lostCreate = { collectionId: 'g1', name: '' } as TemplateInput;
    function Autosave() {
      useDraftAutosave(source);
      return null;
    }
    const root = createRoot(document.createElement('div'));
    act(() => root.render(createElement(Autosave)));
    dragAndKeep(store);
    expect(lastWritten.draft).not.toHaveProperty('lostCreate');
    act(() => root.unmount());
  });
});
