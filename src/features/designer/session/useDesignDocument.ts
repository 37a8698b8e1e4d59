/**
 * One opening of the designer: the template loaded into a fresh store (or an empty canvas for a new
 * one), the template fields kept beside it, and the offer to restore a newer draft (issue 5).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Id } from '../../../../contract/catalogue';
import { session } from '../../../api/session';
import { getTemplate } from '../../../api/templates';
import { createDesignerStore, designerStateFromTemplate, type DesignerState, type DesignerStore } from '../model';
import { deleteDraft, draftIsNewer, draftKey, layersFromDraft, readDraft, type DesignDraft } from '../drafts/designDraft';
import type { TemplateMeta } from '../save/saveDesign';
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
  /** Whose drafts this opening reads and writes: the account signed in when it started. */
  draftOwner: string | null;
  /** Where this template's draft is kept (null: none is); it changes once a new template is created. */
  draftKey: string | null;
  /** Answers the restore prompt. */
  resolveRestore: (restore: boolean) => void;
}

interface Loaded {
  store: DesignerStore;
  draft: DesignDraft | null;
}

/** A name or preview different from the last save: unsaved, like a layer change. */
export function metaChanged(meta: TemplateMeta, saved: TemplateMeta): boolean {
  return (
    meta.name !== saved.name ||
    meta.previewPhoneModelId !== saved.previewPhoneModelId ||
    meta.previewMaterialColorId !== saved.previewMaterialColorId
  );
}

export function useDesignDocument(templateId: Id | null, groupId: Id): DesignDocument {
  const images = useMemo(() => new LocalImages(), []);
  const [status, setStatus] = useState<DocumentStatus>('loading');
  const [store, setStore] = useState<DesignerStore | null>(null);
  const [meta, setMeta] = useState<TemplateMeta>(() => emptyMeta(templateId, groupId));
  const [savedMeta, setSavedMeta] = useState<TemplateMeta>(() => emptyMeta(templateId, groupId));
  const loaded = useRef<Loaded | null>(null);
  // Read once: a draft must not move to another account's key halfway through an opening.
  const [draftOwner] = useState(() => session.username);

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const template = templateId === null ? null : await getTemplate(templateId);
        const initial: DesignerState = template
          ? designerStateFromTemplate(template)
          : { canvas: { ...DEFAULT_CANVAS }, layers: [], selectedUuids: [] };
        const key = draftKey(draftOwner, templateId, groupId);
        const draft = await readDraft(key);
        if (!live) return;
        const fresh = draft && draftIsNewer(draft, template ? template.updatedAt : null) ? draft : null;
        // A draft older than the template's last save describes a version that no longer matters.
        if (draft && !fresh) void deleteDraft(key);
        if (template) {
          const loadedMeta: TemplateMeta = {
            id: template.id,
            collectionId: template.collectionId,
            name: template.name,
            boundDesignAssetCollectionIds: template.boundDesignAssetCollectionIds,
            previewPhoneModelId: template.previewPhoneModelId,
            previewMaterialColorId: template.previewMaterialColorId,
          };
          setMeta(loadedMeta);
          setSavedMeta(loadedMeta);
        }
        const created = createDesignerStore(initial);
        loaded.current = { store: created, draft: fresh };
        setStore(created);
        setStatus(fresh ? 'askRestore' : 'ready');
      } catch {
        // The API client has already shown why (spec 1 §8); the drawer says the template did not load.
        if (live) setStatus('failed');
      }
    })();
    return () => {
      live = false;
    };
  }, [templateId, groupId, draftOwner]);

  useEffect(() => () => images.revokeAll(), [images]);

  function resolveRestore(restore: boolean): void {
    const current = loaded.current;
    if (!current?.draft) return;
    const { draft } = current;
    current.draft = null;
    if (restore) {
      const layers = layersFromDraft(draft, (url, image) => images.register(url, image));
      // One undo step: undo goes back to the template as it was saved, and the designer is dirty.
      current.store.apply({ canvas: draft.canvas, layers, selectedUuids: [] }, 'immediately');
      setMeta((last) => ({
        ...last,
        name: draft.name,
        previewPhoneModelId: draft.previewPhoneModelId ?? last.previewPhoneModelId,
        previewMaterialColorId: draft.previewMaterialColorId ?? last.previewMaterialColorId,
      }));
    } else {
      void deleteDraft(draftKey(draftOwner, templateId, groupId));
    }
    setStatus('ready');
  }

  return {
    status,
    store,
    meta,
    setMeta,
    savedMeta,
    setSavedMeta,
    images,
    draftOwner,
    draftKey: draftKey(draftOwner, meta.id, groupId),
    resolveRestore,
  };
}

function emptyMeta(templateId: Id | null, groupId: Id): TemplateMeta {
  return {
    id: templateId,
    collectionId: groupId,
    name: '',
    boundDesignAssetCollectionIds: [],
    previewPhoneModelId: null,
    previewMaterialColorId: null,
  };
}
