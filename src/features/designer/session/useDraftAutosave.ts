/**
 * Keeps the unsaved state in IndexedDB as the merchant works ("Nothing lost"), debounced so a
 * drag of a hundred pointer moves writes once. A clean designer (just saved, or undone back to the
 * saved state) has no draft, and loses it as soon as the frame that shows it is painted (afterNextPaint.ts):
 * a delayed write would leave the work undone a moment ago on disk, to be offered back by the next opening. Whatever is still waiting is written when the page
 * may be left (hidden, or going) or the designer is (a browser Back), so the draft on disk is what the
 * merchant last saw; 不保存 (the returned discard) stops it for good.
 */
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { Id } from '../../../../contract/catalogue';
import type { DesignerStore } from '../model';
import { deleteDraft, localImageUrls, writeDraft, type DesignDraft } from '../drafts/designDraft';
import type { TemplateMeta, UploadedSoFar } from '../save/saveDesign';
import type { LocalImages } from './localImages';
import { afterNextPaint } from './afterNextPaint';

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
  /** What this opening's saves uploaded and left unanswered: a lost create is kept in the draft. */
  uploaded: UploadedSoFar;
  /** Counts the saves that ended with a lost create kept (TemplateSaving.lostCreates): each brings the draft up to date. */
  lostCreates: number;
}

/** Drops the unsaved work (不保存, spec 2 §4): the draft on disk goes, and no write waiting for PNGs brings it back. */
export type DiscardDraft = () => Promise<void>;

export function useDraftAutosave(source: DraftSource): DiscardDraft {
  // The latest values for the timer, without restarting the subscription on each keystroke of the name.
  const latest = useRef(source);
  latest.current = source;
  /** Set once the work is discarded: a write that was waiting for a PSD layer's PNG then writes nothing. */
  const discarded = useRef(false);
  /** Counts the writes started: one still waiting for PNGs when a later one starts leaves the draft to it. */
  const writes = useRef(0);
  const { store, enabled, meta, lostCreates } = source;
  /** Brings the draft on disk up to date: at once when there is nothing unsaved, else after the debounce. */
  const settle = useRef<(() => void) | null>(null);
  /** The template fields the draft on disk was last brought up to date with. */
  const settledMeta = useRef(meta);
  /** Writes at once what the debounce still holds. */
  const flushNow = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!store || !enabled) return;
    /** Cancels the write waiting (the debounce, or the one after the next frame); null when none waits. */
    let waiting: (() => void) | null = null;
    const cancel = () => {
      waiting?.();
      waiting = null;
    };
    const writeNow = () => {
      cancel();
      // A store let go of (a reload) before this effect's cleanup ran keeps no draft.
      if (latest.current.store !== store) return;
      const write = ++writes.current;
      void persist(store, latest, () => discarded.current || writes.current !== write);
    };
    settle.current = () => {
      cancel();
      if (isClean(store, latest.current)) waiting = afterNextPaint(writeNow);
      else {
        const timer = setTimeout(writeNow, DRAFT_DEBOUNCE_MS);
        waiting = () => clearTimeout(timer);
      }
    };
    const flush = () => {
      if (waiting !== null) writeNow();
    };
    flushNow.current = flush;
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    let last = store.getState();
    // What the opening starts with (the template, or the work just restored, kept already) needs no write.
    settledMeta.current = latest.current.meta;
    const unsubscribe = store.subscribe(() => {
      // Not while dragging: the end of the drag is the one change worth keeping.
      if (store.getSnapshot().interacting) return;
      const state = store.getState();
      const documentChanged = state.layers !== last.layers || state.canvas !== last.canvas;
      if (!documentChanged && store.isDirty()) return;
      last = state;
      settle.current?.();
    });
    // A reload, a closed tab or a switch to another one: the debounce would outlive the page. beforeunload
    // comes first, before a reload's request is even sent, which leaves the write the most time to land;
    // pagehide and a hidden page cover what it does not (a tab closed from a phone's switcher, bfcache).
    window.addEventListener('beforeunload', flush);
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flushWhenHidden);
    return () => {
      unsubscribe();
      window.removeEventListener('beforeunload', flush);
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flushWhenHidden);
      settle.current = null;
      flushNow.current = null;
      cancel();
    };
  }, [store, enabled]);

  // A save whose create's answer was lost: the draft keeps that create, for a save after a reload to send again.
  useEffect(() => {
    if (lostCreates > 0) settle.current?.();
  }, [lostCreates]);

  // The designer left with the debounce still running (a browser Back right after an edit): written now. A
  // layout effect's cleanup, so that it runs before the images are let go (useDesignDocument's passive one):
  // the write takes every image, and a PSD layer's PNG still being made, while it can (persist).
  useLayoutEffect(() => () => flushNow.current?.(), []);

  // A renamed template, or another preview phone, is an unsaved change too; and its undoing one.
  useEffect(() => {
    if (!settle.current || settledMeta.current === meta) return;
    settledMeta.current = meta;
    settle.current();
  }, [meta]);

  return useCallback(() => {
    discarded.current = true;
    return deleteDraft(latest.current.key);
  }, []);
}

function isClean(store: DesignerStore, source: DraftSource): boolean {
  return !store.isDirty() && !source.metaChanged;
}

/**
 * Writes the draft, or deletes it when there is nothing unsaved. A draft never holds a layer without its
 * image: while a PSD layer's PNG is being made, the write waits for it (then writes what is there by then),
 * and the draft on disk stays the last whole one, which a reload meanwhile finds. `dropped`: the work was
 * discarded, or a later write took over, and this one writes nothing.
 */
async function persist(store: DesignerStore, latest: { current: DraftSource }, dropped: () => boolean): Promise<void> {
  if (dropped()) return;
  // Every image is taken as the write starts, not read from the images once the PNGs are in: the designer
  // may be left meanwhile (a browser Back), which lets its images go, those already made too, and this
  // draft is then all that keeps the work ("Nothing lost").
  const made = new Map<string, Blob>();
  const taken = new Set<string>();
  const untaken = () => store.getState().layers.flatMap(localImageUrls).filter((url) => !taken.has(url));
  for (let urls = untaken(); urls.length > 0; urls = untaken()) {
    const { images } = latest.current;
    for (const url of urls) {
      taken.add(url);
      const image = images.get(url);
      if (image) made.set(url, image);
    }
    const waiting = urls.filter((url) => images.isPending(url));
    if (waiting.length === 0) continue;
    const pngs = await Promise.all(waiting.map((url) => images.read(url)));
    waiting.forEach((url, at) => made.set(url, pngs[at]!));
    if (latest.current.store !== store || dropped()) return;
  }
  const source = latest.current;
  const { key, templateId, groupId, meta } = source;
  if (isClean(store, source)) return deleteDraft(key);
  const { canvas, layers } = store.getState();
  const kept: Record<string, Blob> = {};
  for (const layer of layers) {
    for (const url of localImageUrls(layer)) {
      const image = made.get(url);
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
    // A new template's only: a 另存为新模板 of a template deleted elsewhere keeps its draft under that template,
    // which no opening can load again.
    ...(templateId === null && source.uploaded.lostCreate && { lostCreate: source.uploaded.lostCreate }),
  };
  return writeDraft(key, draft);
}
