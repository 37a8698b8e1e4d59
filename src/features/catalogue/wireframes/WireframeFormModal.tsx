import { isRecordGone } from '../../../api/client';
import { bindToSession, type SessionBinding } from '../../../api/sessionBound';
import { Alert, Form, Message, Modal } from '@arco-design/web-react';
import { useRef, useState } from 'react';
import { FILE_KIND } from '../../../../contract/files';
import { WIREFRAME_CONFLICT } from '../../../../contract/catalogue';
import { MSG as COMMON } from '../../../messages';
import { MSG } from '../messages';
import { askSaveConflict, isSaveConflict } from '../../../ui/saveConflict';
import { usePlatform } from '../../../ui/platformContext';
import { useSingleFlight } from '../../../ui/useSingleFlight';
import { ImageSlot, type SlotImage } from './ImageSlot';
import { PrintAreaFields, printAreaDraft } from './PrintAreaFields';
import { saveWireframeForSku, wireframeInput, type SaveProgress } from './saveWireframe';
import { validateWireframeForm } from './wireframeFormRules';
import type { WireframeRow } from './wireframeRows';

function initialImage(row: WireframeRow, side: 'foreground' | 'background'): SlotImage | null {
  const wireframe = row.wireframe;
  if (!wireframe) return null;
  const layer = wireframe.layers.find((item) => (side === 'foreground' ? item.index > 0 : item.index < 0));
  return layer ? { url: layer.imageUrl, width: wireframe.width, height: wireframe.height, fileId: layer.fileId } : null;
}

export function WireframeFormModal({ row, onClose }: { row: WireframeRow; onClose: (saved: boolean) => void }) {
  const { adapter } = usePlatform();
  const [foreground, setForeground] = useState(() => initialImage(row, 'foreground'));
  const [background, setBackground] = useState(() => initialImage(row, 'background'));
  const [draft, setDraft] = useState(() => printAreaDraft(row.wireframe?.printArea ?? null));
  const [error, setError] = useState<string | null>(null);
  // Images being read: 保存 checks the slots as they are, so it waits until a chosen file is in one.
  const [reading, setReading] = useState(0);
  const onReading = (on: boolean) => setReading((count) => count + (on ? 1 : -1));
  // A wireframe a failed save already created (its SKU write failed): the next save updates it.
  const progress = useRef<SaveProgress>({});

  const clearing = (set: (image: SlotImage | null) => void) => (image: SlotImage | null) => {
    setError(null);
    set(image);
  };

  async function fileIdOf(image: SlotImage | null, bound: SessionBinding): Promise<string | null> {
    if (!image) return null;
    if (image.fileId) return image.fileId;
    const uploaded = await bound.upload(adapter, image.file!, { kind: FILE_KIND.WIREFRAME });
    image.fileId = uploaded.fileId;
    return uploaded.fileId;
  }

  async function save(overwrite = false): Promise<void> {
    const checked = validateWireframeForm(foreground, background, draft);
    if ('error' in checked) {
      setError(checked.error ?? null);
      return;
    }
    setError(null);
    // The wireframe goes to the account that pressed 保存: a step after 退出登录 is not sent (sessionBound.ts).
    const bound = bindToSession();
    try {
      const images = {
        foregroundFileId: await fileIdOf(foreground, bound),
        backgroundFileId: await fileIdOf(background, bound),
        width: checked.width,
        height: checked.height,
      };
      await saveWireframeForSku(
        {
          phoneBrandId: row.model.phoneBrandId,
          phoneModelId: row.model.id,
          materialId: row.material.id,
          materialColorId: row.color.id,
          sku: row.sku,
          wireframeId: row.wireframe?.id ?? null,
          revision: row.wireframe?.revision,
        },
        wireframeInput(images, checked.printArea),
        progress.current,
        bound.signal,
        overwrite,
      );
      Message.success(COMMON.common.done);
      onClose(true);
    } catch (failure) {
      // Signed out meanwhile: the form is gone with the console.
      if (bound.signal.aborted) return;
      // Another tab filled this row since it was loaded: the merchant says which wireframe stays.
      if (isSaveConflict(failure, WIREFRAME_CONFLICT)) return askOnConflict();
      // The wireframe or its SKU was deleted in another tab: nothing here can land, the error modal said why.
      if (isRecordGone(failure)) return onClose(true);
      setError(failure instanceof Error ? failure.message : COMMON.errors.unknown);
    }
  }
  async function askOnConflict(): Promise<void> {
    const choice = await askSaveConflict({
      conflictTitle: MSG.catalogue.wireframeConflictTitle,
      // An edit of the row's wireframe, or an upload onto a row that was empty when the form opened.
      conflictContent: row.wireframe ? MSG.catalogue.wireframeEditConflictContent : MSG.catalogue.wireframeConflictContent,
      reload: COMMON.designerSession.reload,
      overwrite: COMMON.designerSession.overwrite,
      keepEditing: COMMON.designerSession.keepEditing,
    });
    // 重新加载: close and reload the rows, showing the other tab's wireframe.
    if (choice === 'reload') onClose(true);
    else if (choice === 'overwrite') await save(true);
  }
  // A double click on 保存 uploads and writes once.
  const saving = useSingleFlight(save);

  return (
    <Modal
      visible
      title={`${row.model.name} · ${row.material.name} · ${row.color.name}`}
      onCancel={() => onClose(false)}
      onOk={saving.click()}
      okText={COMMON.common.save}
      confirmLoading={saving.pending}
      okButtonProps={{ disabled: reading > 0 }}
      maskClosable={false}
      style={{ width: 640 }}
      className="wireframe-form"
    >
      <Form layout="vertical">
        <div className="image-slots">
          <ImageSlot label={MSG.catalogue.foreground} image={foreground} onChange={clearing(setForeground)} onError={setError} onReading={onReading} />
          <ImageSlot label={MSG.catalogue.background} image={background} onChange={clearing(setBackground)} onError={setError} onReading={onReading} />
        </div>
        <Form.Item label={MSG.catalogue.printArea}>
          <PrintAreaFields
            value={draft}
            onChange={(next) => {
              setError(null);
              setDraft(next);
            }}
          />
        </Form.Item>
      </Form>
      {error && <Alert type="error" content={error} />}
    </Modal>
  );
}
