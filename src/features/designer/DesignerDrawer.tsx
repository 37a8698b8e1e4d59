import { DesignerStoreProvider } from './designerStoreContext';
import { Drawer, Result, Spin } from '@arco-design/web-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Id } from '../../../contract/catalogue';
import { MSG as COMMON } from '../../messages';
import { useRunningWork } from '../../ui/useRunningWork';
import { MSG } from './messages';
import { BatchPreviewDrawer, DESIGN_EXPORT_HEIGHT } from './batchPreview/BatchPreviewDrawer';
import { ChoiceModal } from './ChoiceModal';
import { DesignerHeader } from './DesignerHeader';
import { DesignerWorkspace } from './DesignerWorkspace';
import { DrawerOpenedContext, focusDrawerBody, useWhenOpened } from './drawerOpened';
import { RestoreDraftsModal } from './drafts/RestoreDraftsModal';
import { PhonePreviewSelector } from './preview/PhonePreviewSelector';
import { usePhonePreview } from './preview/usePhonePreview';
import { metaChanged, useDesignDocument } from './session/useDesignDocument';
import { useDesignerKeyboard } from './session/useDesignerKeyboard';
import { useDraftAutosave } from './session/useDraftAutosave';
import { useSaveTemplate } from './session/useSaveTemplate';
import { textEditsSettled } from './session/textEditing';
import { useEscapeToClose } from './useEscapeToClose';
import type { DesignerCanvasHandle } from './view/DesignerCanvas';
import './designer.css';

export interface DesignerDrawerProps {
  visible: boolean;
  /** The template to open; null creates a new one in groupId. */
  templateId: string | null;
  groupId: string;
  /** changed: whether anything was saved, or the template could not be read (deleted elsewhere?), so the grid reloads. */
  onClose: (changed: boolean) => void;
}

/**
 * The designer (spec 2 §2): a full-width drawer from the right. Each opening loads the template into a
 * fresh store; closing with unsaved changes asks whether to save (spec 2 §4).
 */
export function DesignerDrawer({ visible, templateId, groupId, onClose }: DesignerDrawerProps) {
  const doc = useDesignDocument(templateId as Id | null, groupId as Id);
  const canvas = useRef<DesignerCanvasHandle>(null);
  const [askingClose, setAskingClose] = useState(false);
  const [batchPreview, setBatchPreview] = useState(false);
  // The drawer's focus lock starts only once it has opened, and a lock that starts takes the focus from any
  // dialog opened before it (react-focus-lock: the last lock started is the one in force). A question asked
  // before then (the drafts found at opening, a close pressed at once) waits for the drawer, or its focus is
  // lost to the page under the keys pressed in it.
  const [opened, setOpened] = useState(false);
  // 保存 pressed while the drawer slides in asks its questions (the agreement, hidden layers) once it is open.
  const whenOpened = useWhenOpened(opened);
  const saving = useSaveTemplate(doc, canvas, whenOpened);
  const { store, status, meta } = doc;
  const ready = status === 'ready' && store !== null;
  const changedMeta = metaChanged(meta, doc.savedMeta);
  const preview = usePhonePreview(
    ready ? { modelId: meta.previewPhoneModelId, colorId: meta.previewMaterialColorId } : null,
    (modelId, colorId) => doc.setMeta((last) => ({ ...last, previewPhoneModelId: modelId, previewMaterialColorId: colorId })),
  );

  // The batch preview over the designer takes the keys: Escape closes it, not the designer.
  useDesignerKeyboard(ready ? store : null, visible && !askingClose && !saving.saving && !batchPreview);
  useEscapeToClose(visible && !askingClose && !saving.saving && !batchPreview, requestClose);

  useEffect(() => {
    if (!visible) return;
    // The focus leaves the card that opened the drawer (Enter there would act behind the mask) for the
    // drawer itself, not for its first control: a preview select would take the arrow keys. The drawer's
    // portal shows its content a frame or two after this effect.
    let frame = 0;
    let tries = 60;
    const focusDrawer = () => {
      // Focus does not take while the drawer's wrapper is still hidden: try again on the next frame.
      if (!focusDrawerBody('designer-drawer') && tries-- > 0) frame = requestAnimationFrame(focusDrawer);
    };
    focusDrawer();
    return () => cancelAnimationFrame(frame);
  }, [visible]);
  const discardDraft = useDraftAutosave({
    store,
    enabled: ready,
    key: doc.draftKey,
    templateId: meta.id,
    groupId,
    meta,
    metaChanged: changedMeta,
    images: doc.images,
    uploaded: doc.uploaded,
    lostCreates: saving.lostCreates,
  });

  // A PSD layer placed before its PNG (LocalImages.addDrawn) is only on this page until the PNG comes and the
  // draft keeps it: a reload or a closed tab meanwhile asks first, as the template screen's import does.
  const pngsPending = useSyncExternalStore(doc.images.onPendingChange, () => doc.images.hasPending());
  useRunningWork(pngsPending, MSG.designer.layerPngs);

  async function requestClose() {
    // A save under way finishes first: closing now could drop or hide what it is writing.
    if (saving.saving) return;
    // A text being typed is committed as the press takes the focus: it counts among the changes asked about.
    if (store) await textEditsSettled(store);
    if (saving.saving) return;
    if (ready && (store.isDirty() || changedMeta)) setAskingClose(true);
    // A template that could not be read may be gone (the error modal said why): the grid shows what is left.
    else onClose(saving.savedOnce || status === 'failed');
  }

  async function saveAndClose() {
    if (await saving.save()) {
      setAskingClose(false);
      onClose(true);
    }
  }

  function closeWithoutSaving() {
    // The merchant chose to drop the changes: no draft should offer them back.
    void discardDraft();
    setAskingClose(false);
    onClose(saving.savedOnce);
  }

  return (
    <Drawer
      className="designer-drawer"
      placement="right"
      width="100%"
      visible={visible}
      afterOpen={() => setOpened(true)}
      afterClose={() => setOpened(false)}
      unmountOnExit
      // Focus on the first control would be a select of the phone preview, which takes the arrow keys.
      autoFocus={false}
      maskClosable={false}
      closable={!saving.saving}
      // useEscapeToClose instead: the drawer's own handler hears Escape only while the focus is inside it.
      escToExit={false}
      footer={null}
      title={
        <DesignerHeader
          title={meta.name || (meta.id === null ? MSG.designer.newTemplate : '')}
          store={ready ? store : null}
          preview={ready ? <PhonePreviewSelector preview={preview} /> : null}
          saving={saving.saving}
          onSave={() => void saving.save()}
          onBatchPreview={() => setBatchPreview(true)}
        />
      }
      onCancel={requestClose}
    >
      {ready ? (
        <DesignerStoreProvider store={store}>
          <DrawerOpenedContext.Provider value={opened}>
            <Spin loading={saving.saving} size={32} tip={MSG.designer.saving} className="designer-saving">
              <DesignerWorkspace
                images={doc.images}
                name={meta.name}
                onNameChange={(name) => doc.setMeta((last) => ({ ...last, name }))}
                canvasRef={canvas}
                wireframe={preview.wireframe}
                settings={meta}
                onSettingsChange={(change) => doc.setMeta((last) => ({ ...last, ...change }))}
              />
            </Spin>
          </DrawerOpenedContext.Provider>
        </DesignerStoreProvider>
      ) : status === 'failed' ? (
        <Result status="error" title={MSG.designer.loadFailed} />
      ) : (
        <Spin className="designer-loading" />
      )}
      <BatchPreviewDrawer
        visible={batchPreview && ready}
        onClose={() => setBatchPreview(false)}
        exportDesign={() =>
          canvas.current ? canvas.current.exportPng({ height: DESIGN_EXPORT_HEIGHT, transparent: true }) : Promise.reject(new Error('the canvas is not ready'))
        }
      />
      <RestoreDraftsModal drafts={opened ? doc.offeredDrafts : []} onAnswer={doc.resolveRestore} />
      <ChoiceModal
        visible={askingClose && opened}
        className="designer-close-modal"
        title={MSG.designer.closeTitle}
        content={MSG.designer.closeContent}
        choices={[
          { label: COMMON.common.cancel, onClick: () => setAskingClose(false) },
          { label: MSG.designer.dontSave, onClick: closeWithoutSaving },
          { label: MSG.designer.save, type: 'primary', loading: saving.saving, onClick: () => void saveAndClose() },
        ]}
      />
    </Drawer>
  );
}
