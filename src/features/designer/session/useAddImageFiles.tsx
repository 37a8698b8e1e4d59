import { Message } from '@arco-design/web-react';
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

function showOutcomes(outcomes: readonly FileOutcome[]): void {
  const added = outcomes.filter((outcome) => outcome.refusal === null).length;
  const refused = outcomes.length - added;
  const content = (
    <div className="designer-upload-result">
      <div className="designer-upload-result-title">{MSG.designerUpload.summary(added, refused)}</div>
      <ul>
        {outcomes.map((outcome, index) => (
          <li key={index}>{MSG.designerUpload.outcome(outcome.name, outcome.refusal ?? MSG.designerUpload.added)}</li>
        ))}
      </ul>
    </div>
  );
  // Long enough to read a list; closable, so it need not be waited out.
  const shown = { content, duration: 8000, closable: true };
  if (refused === 0) Message.success(shown);
  else if (added === 0) Message.error(shown);
  else Message.warning(shown);
}
