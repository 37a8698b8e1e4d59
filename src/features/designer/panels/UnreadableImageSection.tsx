import { Alert, Button, Message, Space } from '@arco-design/web-react';
import { useRef, type ChangeEvent } from 'react';
import { MSG } from '../messages';
import { singleClick } from '../../../ui/singleClick';
import { loadImageSize } from '../../../lib/loadImage';
import type { Layer } from '../model';
import { runAction } from '../session/designerActions';
import type { LocalImages } from '../session/localImages';
import { UPLOAD_ACCEPT, uploadRefusal } from '../session/uploadCheck';
import { useDesignerSnapshot } from '../useDesignerSnapshot';
import { useDesignerStore } from '../designerStoreContext';

/**
 * A layer whose image cannot be read (the canvas shows a placeholder): says so, and offers the way on:
 * 替换图片 (a file from disk, checked as an upload is, fitted into the layer's box, one undo step) or
 * 删除图层. A cutout layer's image is the buyer's to give: only 删除图层 is offered there.
 */
export function UnreadableImageSection({ layer, images }: { layer: Layer; images: LocalImages }) {
  const store = useDesignerStore();
  const { unreadable, saving } = useDesignerSnapshot(store);
  const input = useRef<HTMLInputElement>(null);
  if (layer.type === 'TEXT' || !unreadable.has(layer.imageUrl)) return null;

  async function replace(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = await uploadRefusal(file);
    if (refusal) return void Message.error(refusal);
    const url = images.add(file);
    const size = await loadImageSize(url).catch(() => null);
    if (!size) return void Message.error(MSG.designer.imageUnreadable);
    store.dispatch('replaceImage', { uuid: layer.uuid, imageUrl: url, imageFileId: null, originalWidth: size.width, originalHeight: size.height, fitBox: true });
  }

  return (
    <div className="designer-unreadable" role="alert">
      <Alert type="error" content={MSG.designer.unreadableImage} />
      <Space className="designer-unreadable-actions">
        {layer.type === 'IMAGE' && (
          <Button size="small" type="primary" disabled={saving} onClick={singleClick(() => input.current?.click())}>
            {MSG.designer.replaceImage}
          </Button>
        )}
        <Button size="small" status="danger" disabled={saving} onClick={singleClick(() => runAction(store, 'delete'))}>
          {MSG.designer.delete}
        </Button>
      </Space>
      <input ref={input} type="file" accept={UPLOAD_ACCEPT} hidden data-testid="designer-replace-input" onChange={(event) => void replace(event)} />
    </div>
  );
}
