/**
 * Keeps the unsaved state in IndexedDB as the merchant works ("Nothing lost"), debounced so a
 * drag of a hundred pointer moves writes once. A clean designer (just saved, or undone back to the
 * saved state) has no draft.
 */
import { useEffect, useRef } from 'react';
import type { Id } from '../../../../contract/catalogue';
import type { DesignerStore } from '../model';
import { deleteDraft, localImageUrls, writeDraft, type DesignDraft } from '../drafts/designDraft';
import type { TemplateMeta } from '../save/saveDesign';
import type { LocalImages } from './localImages';

/** Long enough to coalesce a burst of nudges, short enough that a crash loses at most a moment. */
export const DRAFT_DEBOUNCE_MS = 400;

export interface DraftSource {
  store: DesignerStore | null;
  /** False while the restore prompt is open: the draft on disk must not be overwritten before it is answered. */
  enabled: boolean;
  key: string | null;
  templateId: Id | null;
  groupId: Id;
  meta: TemplateMeta;
  /** The name or the preview differs from the last save. */
  metaChanged: boolean;
  images: LocalImages;
}

export function useDraftAutosave(source: DraftSource): void {
  // The latest values for the timer, without restarting the subscription on each keystroke of the name.
  const latest = useRef(source);
  latest.current = source;
  const { store, enabled, meta } = source;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (!store || !enabled) return;
    const schedule = () => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        // A store let go of (a reload) before this effect's cleanup ran keeps no draft.
        if (latest.current.store !== store) return;
        void persist(store, latest.current);
      }, DRAFT_DEBOUNCE_MS);
    };
    let last = store.getState();
    const unsubscribe = store.subscribe(() => {
      // Not while dragging: the end of the drag is the one change worth keeping.
      if (store.getSnapshot().interacting) return;
      const state = store.getState();
      const documentChanged = state.layers !== last.layers || state.canvas !== last.canvas;
      if (!documentChanged && store.isDirty()) return;
      last = state;
      schedule();
    });
    return () => {
      unsubscribe();
      if (timer.current !== null) clearTimeout(timer.current);
    };
  }, [store, enabled]);

  // A renamed template, or another preview phone, is an unsaved change too.
  useEffect(() => {
    if (!store || !enabled || !latest.current.metaChanged) return;
    const pending = setTimeout(() => void persist(store, latest.current), DRAFT_DEBOUNCE_MS);
    return () => clearTimeout(pending);
  }, [store, enabled, meta]);
}

/** Writes the draft, or deletes it when there is nothing unsaved. */
function persist(store: DesignerStore, source: DraftSource): Promise<void> {
  const { key, templateId, groupId, meta, metaChanged, images } = source;
  if (!store.isDirty() && !metaChanged) return deleteDraft(key);
  const { canvas, layers } = store.getState();
  const kept: Record<string, Blob> = {};
  for (const layer of layers) {
    for (const url of localImageUrls(layer)) {
      const image = images.get(url);
      if (image) kept[url] = image;
    }
  }
  const draft: DesignDraft = {
    savedAt: Date.now(),
    templateId,
    groupId,
    name: meta.name,
    previewPhoneModelId: meta.previewPhoneModelId,
    previewMaterialColorId: meta.previewMaterialColorId,
    productMode: meta.productMode,
    boundDesignAssetCollectionIds: meta.boundDesignAssetCollectionIds,
    baseRevision: meta.revision,
    canvas,
    layers: layers.slice(),
    images: kept,
  };
  return writeDraft(key, draft);
}
