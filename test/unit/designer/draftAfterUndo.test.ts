// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDesignerStore } from '../../../src/features/designer/model/designerStore';
import { moveLayers } from '../../../src/features/designer/model/transform';
import { DRAFT_DEBOUNCE_MS, useDraftAutosave, type DraftSource } from '../../../src/features/designer/session/useDraftAutosave';
import type { LocalImages } from '../../../src/features/designer/session/localImages';
import type { TemplateMeta } from '../../../src/features/designer/save/saveDesign';
import { counter, stack, state } from './fixtures';

const disk = vi.hoisted(() => ({ written: 0, deleted: 0 }));
vi.mock('../../../src/features/designer/drafts/designDraft', async (original) => ({
  ...(await original<typeof import('../../../src/features/designer/drafts/designDraft')>()),
  writeDraft: async () => void disk.written++,
  deleteDraft: async () => void disk.deleted++,
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const meta: TemplateMeta = { id: 't1', collectionId: 'g1', name: '两百图层', boundDesignAssetCollectionIds: [], previewPhoneModelId: null, previewMaterialColorId: null, productMode: null, revision: 1 };

afterEach(() => {
  vi.useRealTimers();
});

describe('the draft of a designer undone back to its saved state', () => {
  it('is dropped once the undo is painted, not in the undo itself', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const store = createDesignerStore(state(stack('abc'), ['a', 'b', 'c']), { newUuid: counter() });
    const source = { store, enabled: true, key: 'draft-1', templateId: 't1', groupId: 'g1', meta, metaChanged: false, images: {} as LocalImages } as DraftSource;
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
