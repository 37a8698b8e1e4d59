import { Message, Notification } from '@arco-design/web-react';
import { loadImageSize } from '../../../lib/loadImage';
import { useDesignerStore } from '../designerStoreContext';
import { MSG } from '../messages';
import { readImageFiles, type FileOutcome } from './imageFiles';
import type { LocalImages } from './localImages';
import { uploadRefusal } from './uploadCheck';

/**
 * Adds the merchant's image files as layers (the 上传图片 menu, a drop on the canvas). One file is one
 * addLayer, as it always was, and a refusal is said as it always was. Several are ONE undo step (the
 * importLayers action: on top, selected together, as a PSD's layers come in), cascaded so that they do not
 * hide each other (model/batchPlacement.ts), and one message lists every file with its outcome.
 */
export function useAddImageFiles(images: LocalImages): (files: readonly File[]) => Promise<void> {
  const store = useDesignerStore();
  return async (files) => {
    if (files.length === 0) return;
    const { layers, outcomes } = await readImageFiles(files, {
      refusal: uploadRefusal,
      keep: (file) => images.add(file),
      imageSize: loadImageSize,
      canvas: store.getState().canvas,
    });
    if (layers.length === 1) store.dispatch('addLayer', layers[0]!);
    else if (layers.length > 1) store.dispatch('importLayers', layers);
    if (files.length === 1) {
      if (outcomes[0]!.refusal) Message.error(outcomes[0]!.refusal);
      return;
    }
    showOutcomes(outcomes);
  };
}

/**
 * The list of what happened to each file, as a notification in the bottom-right corner: the top-centre
 * message of a single refusal would lie over the layer list's header and the property fields, which the
 * merchant goes on to use; there, as wide as the property panel, it covers only the shortcut table
 * (1440 × 900) or the panel's last buttons (1024 × 640), and never the canvas, for 8 s or until closed. The
 * list scrolls past a third of the window (designer.css).
 */
function showOutcomes(outcomes: readonly FileOutcome[]): void {
  const added = outcomes.filter((outcome) => outcome.refusal === null).length;
  const refused = outcomes.length - added;
  const title = MSG.designerUpload.summary(added, refused);
  const content = (
    // Focusable: a long list scrolls, and a list that scrolls is scrolled with the keys too (WCAG 2.1.1).
    <ul className="designer-upload-result" tabIndex={0} aria-label={title}>
      {outcomes.map((outcome, index) => (
        <li key={index} className={outcome.refusal ? 'refused' : undefined}>
          {MSG.designerUpload.outcome(outcome.name, outcome.refusal ?? MSG.designerUpload.added)}
        </li>
      ))}
    </ul>
  );
  // Long enough to read a list; closable, so it need not be waited out.
  const shown = {
    title,
    content,
    duration: 8000,
    closable: true,
    position: 'bottomRight' as const,
    className: 'designer-upload-notice',
  };
  if (refused === 0) Notification.success(shown);
  else if (added === 0) Notification.error(shown);
  else Notification.warning(shown);
}
