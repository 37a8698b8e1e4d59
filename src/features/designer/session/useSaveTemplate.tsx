import { Button, Message } from '@arco-design/web-react';
import { useRef, useState, type RefObject } from 'react';
import { FILE_KIND } from '../../../../contract/files';
import type { DesignTemplate } from '../../../../contract/templates';
import { createTemplate, updateTemplate } from '../../../api/templates';
import { bindToSession } from '../../../api/sessionBound';
import { hasAcceptedServiceAgreement } from '../../../lib/serviceAgreement';
import { MSG } from '../messages';
import { confirm } from '../../../ui/confirm';
import { usePlatform } from '../../../ui/platformContext';
import { deleteDraft, localImageUrls } from '../drafts/designDraft';
import { MSG as COMMON } from '../../../messages';
import { hiddenLayerCount, layerName, validateForSave, withoutHiddenLayers, type DesignerState } from '../model';
import { bakeLayerImage } from '../save/bakeLayerImage';
import { layersAfterSave, saveDesign, saveFailureText, type TemplateSettings } from '../save/saveDesign';
import type { DesignerCanvasHandle } from '../view/DesignerCanvas';
import { askForAgreement } from './agreementDialog';
import { showDesignerMessage } from './designerActions';
import { askSaveAsNew, resolveSaveConflict } from './saveConflictDialog';
import { strokesSettled } from './useStrokeRenderer';
import { textEditsSettled } from './textEditing';
import type { DesignDocument } from './useDesignDocument';

export interface TemplateSaving {
  saving: boolean;
  /** Whether anything was saved since the drawer opened (the grid reloads then). */
  savedOnce: boolean;
  /** True when the template was saved. */
  save: () => Promise<boolean>;
  /** Counts the saves that failed with a create whose answer was lost kept (UploadedSoFar): the draft keeps it. */
  lostCreates: number;
}

/** The settings as saved: what was sent, or on an overwrite what another save had set and this one kept. */
function savedSettings(template: DesignTemplate): TemplateSettings {
  return {
    productMode: template.productMode ?? null,
    boundDesignAssetCollectionIds: template.boundDesignAssetCollectionIds,
    previewPhoneModelId: template.previewPhoneModelId,
    previewMaterialColorId: template.previewMaterialColorId,
  };
}

/** A question before the save (仍然保存 or 取消): true when the merchant chose to save. */
async function saveAnyway(title: string, content: string): Promise<boolean> {
  try {
    await confirm({ title, content, okText: MSG.designerView.hiddenSaveOk });
    return true;
  } catch {
    return false;
  }
}

/** True when nothing is hidden, or the merchant chose to save without the hidden layers. */
function hiddenLayersMayGo(hidden: number): Promise<boolean> {
  return hidden === 0 ? Promise.resolve(true) : saveAnyway(MSG.designerView.hiddenSaveTitle, MSG.designerView.hiddenSaveContent(hidden));
}

/** True when every image could be read, or the merchant chose to save the layers that show none. */
function unreadableLayersMayGo(state: DesignerState, unreadable: ReadonlySet<string>): Promise<boolean> {
  const names = state.layers.filter((layer) => layer.type !== 'TEXT' && unreadable.has(layer.imageUrl)).map((layer) => layerName(state, layer.uuid));
  return names.length === 0 ? Promise.resolve(true) : saveAnyway(MSG.designerView.unreadableSaveTitle, MSG.designerView.unreadableSaveContent(names));
}

/** The message that says how far the PNGs a save waits for are. */
const PNG_WAIT_MESSAGE = 'designer-save-pngs';

/**
 * Every local image of the document has its bytes, waited for with their progress shown: true then, false
 * when the merchant chose 取消 in the message meanwhile (the PNGs keep coming; a later save finds them).
 */
async function pngsMade(doc: DesignDocument): Promise<boolean> {
  const urls = doc.store!.getState().layers.flatMap(localImageUrls);
  const shown: { close?: () => void } = {};
  let stop: () => void = () => undefined;
  const stopped = new Promise<false>((resolve) => (stop = () => resolve(false)));
  const show = (done: number, total: number) => {
    const content = (
      <span className="designer-save-pngs">
        {COMMON.psdImport.encoding(done, total)}
        <Button type="text" size="mini" onClick={stop}>
          {COMMON.common.cancel}
        </Button>
      </span>
    );
    shown.close = Message.loading({ id: PNG_WAIT_MESSAGE, content, duration: 0 });
  };
  try {
    return await Promise.race([doc.images.settled(urls, show).then(() => true), stopped]);
  } finally {
    shown.close?.();
  }
}

/** How long a save waits for strokes still being computed. */
const STROKE_WAIT_MS = 10_000;

/**
 * Spec 2 §4, §5, §7: agreement, at least one layer, uploads (kinds 3 and 2), then create or update.
 * `whenOpened` settles once a dialog of the save can keep the focus (drawerOpened.ts).
 */
export function useSaveTemplate(doc: DesignDocument, canvas: RefObject<DesignerCanvasHandle>, whenOpened: () => Promise<void>): TemplateSaving {
  const { adapter } = usePlatform();
  const [saving, setSaving] = useState(false);
  const [savedOnce, setSavedOnce] = useState(false);
  const [lostCreates, setLostCreates] = useState(0);
  const running = useRef(false);

  async function save(): Promise<boolean> {
    const { store } = doc;
    if (!store || running.current) return false;
    await whenOpened();
    if (!hasAcceptedServiceAgreement() && !(await askForAgreement())) return false;
    // A double click's second call waited for the same answer: the first call saves, this one does not.
    if (running.current) return false;
    running.current = true;
    setSaving(true);
    // The template goes to the account that pressed 保存: a step after 退出登录 is not sent (sessionBound.ts).
    const bound = bindToSession();
    try {
      // A text still being typed in the canvas editor or the panel is committed as the press of 保存 takes the
      // focus: it is applied before the layers are read, so the save writes it.
      await textEditsSettled(store);
      // A stroke still computing is waited for (its answer is refused once the save runs), so it is saved
      // with its image; one that takes longer is saved without and computed again on reopening.
      await strokesSettled(store, STROKE_WAIT_MS);
      // A PSD layer whose PNG is still being made is on the canvas from its bitmap: the save waits for the
      // PNG it uploads, saying how far they are, and the merchant may stop waiting (取消) and go on editing.
      if (!(await pngsMade(doc))) return false;
      const refusal = validateForSave(store.getState());
      if (refusal) {
        showDesignerMessage(refusal);
        return false;
      }
      // A hidden layer is not saved (spec 2's layer has no visibility field): the merchant says so first,
      // or it would be gone from the template with no word once the designer closes.
      if (!(await hiddenLayersMayGo(hiddenLayerCount(store.getState())))) return false;
      // A layer whose image cannot be read saves as it is, and shows nothing in the template: asked first.
      if (!(await unreadableLayersMayGo(withoutHiddenLayers(store.getState()), store.getSnapshot().unreadable))) return false;
      // Undo, redo and every other action wait for the answer: the designer must show what it saved.
      store.setSaving(true);
      const keyBefore = doc.draftKey;
      const sent = store.getState();
      // A hidden layer is not saved (model/visibility.ts): nor is its image uploaded.
      const { template, fileIds } = await saveDesign(withoutHiddenLayers(sent), doc.meta, {
        readImage: (url) => doc.images.read(url),
        origin: location.origin,
        bakeImage: bakeLayerImage,
        bakedFiles: doc.bakedFiles,
        uploaded: doc.uploaded,
        uploadLayerImage: async (image, fileName) => (await bound.upload(adapter, image, { kind: FILE_KIND.TEMPLATE_LAYER, fileName })).fileId,
        exportThumbnail: async (height) => {
          if (!canvas.current) throw new Error('the canvas is not ready');
          return canvas.current.exportPng({ height });
        },
        uploadThumbnail: async (image, fileName) => (await bound.upload(adapter, image, { kind: FILE_KIND.TEMPLATE_THUMBNAIL, fileName })).fileId,
        createTemplate: bound.step(createTemplate),
        updateTemplate: bound.step(updateTemplate),
        onConflict: (id) => resolveSaveConflict(id, doc.reload),
        onGone: askSaveAsNew,
        loadedSettings: doc.savedMeta,
      });
      // Ids from the server and the uploaded files, so the next save neither re-uploads nor renumbers.
      const unchanged = store.getState().layers === sent.layers && store.getState().canvas === sent.canvas;
      store.apply((state) => ({ ...state, layers: layersAfterSave(state.layers, template, fileIds) }), 'never');
      // Anything that still changed the document meanwhile stays unsaved, rather than be taken for saved.
      if (unchanged) store.markSaved();
      // An overwrite may have kept settings another save made (saveDesign's overwriteInput): show what was saved.
      const settings = { ...savedSettings(template), id: template.id, name: template.name, revision: template.revision };
      const savedMeta = { ...doc.meta, ...settings };
      doc.setMeta((meta) => ({ ...meta, ...settings }));
      doc.setSavedMeta(savedMeta);
      // This opening's draft only: another tab's draft is that tab's unsaved work.
      void deleteDraft(keyBefore);
      setSavedOnce(true);
      Message.success(MSG.designer.saved);
      return true;
    } catch (failure) {
      // Signed out meanwhile: the designer is gone, and a word would only show over the login page.
      if (bound.signal.aborted) return false;
      if (doc.uploaded.lostCreate) setLostCreates((count) => count + 1);
      const text = saveFailureText(failure);
      if (text) Message.error(text);
      return false;
    } finally {
      running.current = false;
      store.setSaving(false);
      setSaving(false);
    }
  }

  return { saving, savedOnce, save, lostCreates };
}
