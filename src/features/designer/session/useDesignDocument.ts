/**
 * One opening of the designer: the template loaded into a fresh store (or an empty canvas for a new
 * one), the template fields kept beside it, and the offer to restore the drafts left behind.
 */
import { Message } from '@arco-design/web-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Id } from '../../../../contract/catalogue';
import { session } from '../../../api/session';
import { getTemplate } from '../../../api/templates';
import { bakedFilesOf, createDesignerStore, designerStateFromTemplate, type DesignerState, type DesignerStore } from '../model';
import { deleteDraft, draftKey, draftScope, draftsToOffer, layersFromDraft, newOpeningId, openingOfKey, readDrafts, takenOverDraft, writeDraft, type StoredDraft } from '../drafts/designDraft';
import { claimOpening, holdOpening, openOpenings } from '../drafts/draftLocks';
import { MSG } from '../messages';
import type { TemplateMeta, UploadedSoFar } from '../save/saveDesign';
import { LocalImages } from './localImages';

/** Spec 2 §3: the default wireframe, 500 × 1044, is the canvas of a new template. */
export const DEFAULT_CANVAS = { width: 500, height: 1044 } as const;

export type DocumentStatus = 'loading' | 'failed' | 'askRestore' | 'ready';

export interface DesignDocument {
  status: DocumentStatus;
  store: DesignerStore | null;
  meta: TemplateMeta;
  setMeta: (update: (meta: TemplateMeta) => TemplateMeta) => void;
  /** The template fields as last saved: a different name or preview is an unsaved change too. */
  savedMeta: TemplateMeta;
  setSavedMeta: (meta: TemplateMeta) => void;
  images: LocalImages;
  /** The faded or cropped pictures uploaded so far, by bakeKey (model/bakedLayer.ts): each is uploaded once. */
  bakedFiles: Map<string, string>;
  /** The images and thumbnail this opening uploaded, whatever their save's answer (save/saveDesign.ts). */
  uploaded: UploadedSoFar;
  /** Whose drafts this opening reads and writes: the account signed in when it started. */
  draftOwner: string | null;
  /** Where this opening keeps its draft (null: none is); it changes once a new template is created. */
  draftKey: string | null;
  /** The drafts the restore prompt offers, newest first; empty while none is. */
  offeredDrafts: readonly StoredDraft[];
  /** Answers the restore prompt: the key of the draft to restore, or null to drop them all. */
  resolveRestore: (restoreKey: string | null) => void;
  /** Drops this opening's work and loads the template as it is saved now (a save conflict's 重新加载). */
  reload: () => Promise<void>;
}

interface Loaded {
  store: DesignerStore;
  drafts: StoredDraft[];
  /** Lets go of the offered drafts' openings, claimed while they are offered (claimOpening). */
  releaseOffer: () => void;
  /** Where this opening keeps its draft. */
  ownKey: string | null;
  /** The revision loaded (null: a new template). */
  revision: number | null;
}

/** A name or preview different from the last save: unsaved, like a layer change. */
export function metaChanged(meta: TemplateMeta, saved: TemplateMeta): boolean {
  return (
    meta.name !== saved.name ||
    meta.previewPhoneModelId !== saved.previewPhoneModelId ||
    meta.previewMaterialColorId !== saved.previewMaterialColorId ||
    meta.productMode !== saved.productMode ||
    meta.boundDesignAssetCollectionIds.join() !== saved.boundDesignAssetCollectionIds.join()
  );
}

export function useDesignDocument(templateId: Id | null, groupId: Id): DesignDocument {
  const images = useMemo(() => new LocalImages(), []);
  const bakedFiles = useMemo(() => new Map<string, string>(), []);
  const uploaded = useMemo<UploadedSoFar>(() => ({ files: new Map(), thumbnail: null }), []);
  const [status, setStatus] = useState<DocumentStatus>('loading');
  const [store, setStore] = useState<DesignerStore | null>(null);
  const [offeredDrafts, setOfferedDrafts] = useState<StoredDraft[]>([]);
  const [meta, setMeta] = useState<TemplateMeta>(() => emptyMeta(templateId, groupId));
  const [savedMeta, setSavedMeta] = useState<TemplateMeta>(() => emptyMeta(templateId, groupId));
  const loaded = useRef<Loaded | null>(null);
  // Read once: a draft must not move to another account's key halfway through an opening.
  const [draftOwner] = useState(() => session.username);
  const [openingId] = useState(newOpeningId);
  // Set by reload(): the template to load again (a template created in this opening has no templateId).
  const [reloadOf, setReloadOf] = useState<{ id: Id } | null>(null);

  useEffect(() => holdOpening(openingId), [openingId]);

  useEffect(() => {
    let live = true;
    let releaseOffer = () => {};
    const loadId = reloadOf?.id ?? templateId;
    void (async () => {
      try {
        const template = loadId === null ? null : await getTemplate(loadId);
        for (const [key, fileId] of bakedFilesOf(template?.layers ?? [])) bakedFiles.set(key, fileId);
        const initial: DesignerState = template
          ? designerStateFromTemplate(template)
          : { canvas: { ...DEFAULT_CANVAS }, layers: [], selectedUuids: [] };
        const scope = draftScope(draftOwner, loadId, groupId);
        const [{ drafts: found, refused }, open] = await Promise.all([readDrafts(scope), openOpenings()]);
        if (!live) return;
        if (refused > 0) Message.warning(MSG.designerDraft.refused(refused));
        // 重新加载 dropped this opening's work: a draft of it that an autosave wrote on the way is not offered back.
        const ownKey = reloadOf ? draftKey(draftOwner, loadId, groupId, openingId) : null;
        const drafts = found.filter(({ key }) => key !== ownKey);
        if (ownKey !== null) void deleteDraft(ownKey);
        open.delete(openingId);
        const { offers: offered, stale } = scope === null ? { offers: [], stale: [] } : draftsToOffer(drafts, scope, open, template);
        // An old draft without a revision, older than the save, holds what was saved; open tabs' drafts are theirs.
        for (const { key } of stale) void deleteDraft(key);
        // Each claimed while offered, so that a tab opening the template meanwhile leaves it alone; one taken
        // by such a tab already is that tab's to offer.
        const claims = await Promise.all(
          offered.map(async (entry) => {
            const opening = scope === null ? null : openingOfKey(entry.key, scope);
            return { entry, release: opening === null ? () => {} : await claimOpening(opening) };
          }),
        );
        const offers = claims.flatMap(({ entry, release }) => (release ? [entry] : []));
        releaseOffer = () => claims.forEach(({ release }) => release?.());
        if (!live) return releaseOffer();
        if (template) {
          const loadedMeta: TemplateMeta = {
            id: template.id,
            collectionId: template.collectionId,
            name: template.name,
            boundDesignAssetCollectionIds: template.boundDesignAssetCollectionIds,
            previewPhoneModelId: template.previewPhoneModelId,
            previewMaterialColorId: template.previewMaterialColorId,
            productMode: template.productMode ?? null,
            revision: template.revision,
          };
          setMeta(loadedMeta);
          setSavedMeta(loadedMeta);
        }
        const created = createDesignerStore(initial);
        loaded.current = {
          store: created,
          drafts: offers,
          releaseOffer,
          ownKey: draftKey(draftOwner, loadId, groupId, openingId),
          revision: template?.revision ?? null,
        };
        setStore(created);
        setOfferedDrafts(offers);
        setStatus(offers.length > 0 ? 'askRestore' : 'ready');
      } catch {
        // The API client has already shown why (spec 1 §8); the drawer says the template did not load.
        if (live) setStatus('failed');
      }
    })();
    return () => {
      live = false;
      releaseOffer();
    };
  }, [templateId, groupId, draftOwner, openingId, reloadOf, bakedFiles]);

  useEffect(() => () => images.revokeAll(), [images]);

  function resolveRestore(restoreKey: string | null): void {
    const current = loaded.current;
    if (!current || current.drafts.length === 0) return;
    const picked = current.drafts.find(({ key }) => key === restoreKey) ?? null;
    // The drafts not picked were shown beside the picked one, their time and preview, and the question says
    // they go: dropped like a 放弃, no opening offers that work again.
    const dropped = current.drafts.filter((entry) => entry !== picked).map(({ key }) => key);
    current.drafts = [];
    setOfferedDrafts([]);
    const { releaseOffer } = current;
    const dropAll = (keys: readonly string[]) => Promise.all(keys.map((key) => deleteDraft(key)));
    if (!picked) {
      void dropAll(dropped).finally(releaseOffer);
    } else {
      const { draft, key } = picked;
      const kept: Record<string, Blob> = {};
      const layers = layersFromDraft(draft, (url, image) => {
        images.register(url, image);
        kept[url] = image;
      });
      const baseRevision = typeof draft.baseRevision === 'number' ? draft.baseRevision : current.revision;
      // Taken over: this opening's draft from now on, written before the old one goes, so that a reload or
      // a crash before the next edit offers the same work again (and never finds neither).
      void writeDraft(current.ownKey, takenOverDraft(draft, key, { layers, images: kept, baseRevision }))
        .then(() => dropAll([key, ...dropped]))
        .finally(releaseOffer);
      // A create of this work whose answer was lost before the reload: the next save sends it again first.
      uploaded.lostCreate = draft.lostCreate ?? null;
      // One undo step: undo goes back to the template as it was saved, and the designer is dirty.
      current.store.apply({ canvas: draft.canvas, layers, selectedUuids: [] }, 'immediately');
      setMeta((last) => ({
        ...last,
        name: draft.name,
        previewPhoneModelId: draft.previewPhoneModelId ?? last.previewPhoneModelId,
        previewMaterialColorId: draft.previewMaterialColorId ?? last.previewMaterialColorId,
        productMode: draft.productMode !== undefined ? draft.productMode : last.productMode,
        boundDesignAssetCollectionIds: draft.boundDesignAssetCollectionIds ?? last.boundDesignAssetCollectionIds,
        // Work on an older revision stays based on it, so that saving it meets the reload-or-overwrite choice.
        revision: baseRevision,
      }));
    }
    setStatus('ready');
  }

  async function reload(): Promise<void> {
    if (meta.id === null) return;
    const id = meta.id;
    // The store goes first, so that the autosave's pending write goes with it; the load that follows
    // deletes this opening's draft and never offers it.
    loaded.current = null;
    setStore(null);
    setStatus('loading');
    setReloadOf({ id });
  }

  return {
    status,
    store,
    meta,
    setMeta,
    savedMeta,
    setSavedMeta,
    images,
    bakedFiles,
    uploaded,
    draftOwner,
    draftKey: draftKey(draftOwner, meta.id, groupId, openingId),
    offeredDrafts: status === 'askRestore' ? offeredDrafts : NONE_OFFERED,
    resolveRestore,
    reload,
  };
}

const NONE_OFFERED: readonly StoredDraft[] = [];

function emptyMeta(templateId: Id | null, groupId: Id): TemplateMeta {
  return {
    id: templateId,
    collectionId: groupId,
    name: '',
    boundDesignAssetCollectionIds: [],
    previewPhoneModelId: null,
    previewMaterialColorId: null,
    productMode: null,
    revision: null,
  };
}
