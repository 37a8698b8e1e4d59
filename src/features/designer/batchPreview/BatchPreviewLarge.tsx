import { Modal, Spin } from '@arco-design/web-react';
import { useEffect, useRef, useState } from 'react';
import type { Wireframe } from '../../../../contract/catalogue';
import { MSG } from '../messages';
import type { PreviewModel } from './colorModels';
import { fitInside, loadWireframeImages, paintPreview } from './previewPainter';

export interface BatchPreviewLargeProps {
  model: PreviewModel | null;
  wireframe: Wireframe | null;
  design: CanvasImageSource;
  onClose: () => void;
}

/** The largest box the modal gives one preview; the preview fills it (canvas ratio 1, spec 2 §9). */
const LARGE_BOX = { width: 420, height: 560 };

/** One card opened large: the same drawing at the modal's size. */
export function BatchPreviewLarge({ model, wireframe, design, onClose }: BatchPreviewLargeProps) {
  return (
    <Modal
      className="batch-preview-large"
      title={model?.name ?? ''}
      visible={model !== null}
      footer={null}
      onCancel={onClose}
      unmountOnExit
      style={{ width: 'auto' }}
    >
      {model && (wireframe ? <LargeCanvas wireframe={wireframe} design={design} /> : <p className="batch-preview-missing">{MSG.batchPreview.noWireframe}</p>)}
    </Modal>
  );
}

function LargeCanvas({ wireframe, design }: { wireframe: Wireframe; design: CanvasImageSource }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<'waiting' | 'drawn' | 'failed'>('waiting');
  useEffect(() => {
    const controller = new AbortController();
    const height = Math.min(LARGE_BOX.height, Math.round(window.innerHeight * 0.7));
    loadWireframeImages(wireframe, controller.signal)
      .then((images) => {
        if (controller.signal.aborted || !canvas.current) return;
        paintPreview(canvas.current, fitInside(wireframe, { width: LARGE_BOX.width, height }), design, wireframe, images);
        setState('drawn');
      })
      .catch(() => !controller.signal.aborted && setState('failed'));
    return () => controller.abort();
  }, [wireframe, design]);
  return (
    <div className="batch-preview-large-body" data-state={state}>
      <Spin loading={state === 'waiting'}>
        <canvas ref={canvas} className="batch-preview-large-canvas" />
      </Spin>
      {state === 'failed' && <p className="batch-preview-missing">{MSG.batchPreview.drawFailed}</p>}
    </div>
  );
}
