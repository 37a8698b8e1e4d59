import { Button } from '@arco-design/web-react';
import { useEffect, useRef, useState, type CSSProperties, type PointerEvent as ReactPointerEvent } from 'react';
import { MSG } from '../messages';
import { CROP_HANDLES, cropOf, dragCrop, findLayer, LAYER_OPACITY_MAX, opacityOf, screenToImage, type CropHandle, type LayerCrop } from '../model';
import type { ViewBox } from '../view/DesignerStage';
import { useDesignerStore } from '../designerStoreContext';

export interface CropOverlayProps {
  uuid: string;
  /** Where the layer is in the canvas view as the crop starts. */
  box: ViewBox;
  /** `backToCanvas`: closed by its keys or buttons, not by a press elsewhere, which keeps the focus there. */
  onClose: (backToCanvas: boolean) => void;
}

const T = MSG.designerLook;

/**
 * Cropping an image layer on the canvas (docs/designer.md, "Opacity and crop"), as in Canva: the whole
 * original shows faded around the part kept, whose edges and corners are dragged (a drag inside moves the
 * frame over the image); Enter or 完成 applies it as one undo step (cropLayer), Esc or 取消 leaves the layer
 * as it was. Laid over the canvas, turned and mirrored as the layer is, so the frame sits on what is drawn.
 */
export function CropOverlay({ uuid, box, onClose }: CropOverlayProps) {
  const store = useDesignerStore();
  const [layer] = useState(() => findLayer(store.getState(), uuid));
  const [crop, setCrop] = useState<LayerCrop | null>(() => (layer ? cropOf(layer) : null));
  const frame = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const drag = useRef<{ handle: CropHandle; x: number; y: number; start: LayerCrop } | null>(null);
  const latest = useRef(crop);
  latest.current = crop;

  useEffect(() => {
    frame.current?.focus();
    // Enter and Esc are the crop's while it is open; no other designer key (Delete, a nudge) reaches the layer.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing) return;
      // The bar's own 取消 and 完成 keep Enter; anywhere else (裁剪 still focused, a panel field) Enter applies
      // the crop and Esc cancels it (docs/designer.md, "Opacity and crop").
      if (event.target instanceof Element && root.current?.contains(event.target) && event.target.closest('button') && event.key !== 'Escape') return;
      event.stopPropagation();
      if (event.key === 'Enter') {
        event.preventDefault();
        finish(true, true);
      } else if (event.key === 'Escape') {
        event.preventDefault();
        finish(false, true);
      }
    };
    // A press anywhere outside the overlay (the property panel's fields too) applies the crop before it lands,
    // so the field pressed gets its keys afterwards (docs/designer.md, "Opacity and crop").
    const onPressOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) finish(true, false);
    };
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('pointerdown', onPressOutside, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('pointerdown', onPressOutside, true);
    };
    // finish reads refs only: the listener is set once for the crop's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function finish(apply: boolean, backToCanvas: boolean) {
    const chosen = latest.current;
    onClose(backToCanvas);
    if (apply && chosen) store.dispatch('cropLayer', { uuid, crop: chosen });
  }

  if (!layer || !crop) return null;
  const zoom = box.width / layer.width;
  const shown = cropOf(layer);
  // Screen pixels an original pixel, and where the whole original lies in the layer's box as drawn now.
  const sx = box.width / shown.width;
  const sy = box.height / shown.height;
  // Drawn at the layer's own opacity, so the crop shows the layer as the canvas does.
  const image: CSSProperties = { left: -shown.x * sx, top: -shown.y * sy, width: layer.originalWidth * sx, height: layer.originalHeight * sy, opacity: opacityOf(layer) / LAYER_OPACITY_MAX };
  const kept = { left: (crop.x - shown.x) * sx, top: (crop.y - shown.y) * sy, width: crop.width * sx, height: crop.height * sy };

  function press(handle: CropHandle, event: ReactPointerEvent<HTMLElement>) {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { handle, x: event.clientX, y: event.clientY, start: latest.current! };
  }

  function move(event: ReactPointerEvent<HTMLElement>) {
    const held = drag.current;
    if (!held || !layer) return;
    const delta = screenToImage(layer, zoom, event.clientX - held.x, event.clientY - held.y);
    setCrop(dragCrop(held.start, held.handle, delta.dx, delta.dy, layer.originalWidth, layer.originalHeight));
  }

  function release() {
    drag.current = null;
  }

  return (
    <div ref={root} className="designer-crop" data-testid="crop-overlay" onPointerDown={() => finish(true, true)}>
      <div className="designer-crop-bar" onPointerDown={(event) => event.stopPropagation()}>
        <span>{T.cropHint}</span>
        <Button size="mini" onClick={() => finish(false, true)}>
          {T.cropCancel}
        </Button>
        <Button size="mini" type="primary" onClick={() => finish(true, true)}>
          {T.cropApply}
        </Button>
      </div>
      <div
        ref={frame}
        className="designer-crop-frame"
        tabIndex={-1}
        role="group"
        aria-label={T.cropTitle}
        // A press on the faded part misses the frame: it neither applies nor reaches the canvas.
        onPointerDown={(event) => event.stopPropagation()}
        data-crop={JSON.stringify(crop)}
        style={{
          left: box.left,
          top: box.top,
          width: box.width,
          height: box.height,
          transform: `rotate(${layer.rotation}deg) scale(${layer.horizontalFlip ? -1 : 1}, ${layer.verticalFlip ? -1 : 1})`,
        }}
      >
        <div className="designer-crop-faded">
          <img className="designer-crop-image" src={layer.imageUrl} alt="" draggable={false} style={image} />
        </div>
        <div
          className="designer-crop-kept"
          data-testid="crop-kept"
          style={kept}
          onPointerDown={(event) => press('move', event)}
          onPointerMove={move}
          onPointerUp={release}
          onPointerCancel={release}
        >
          <div className="designer-crop-window">
            <img
              className="designer-crop-image"
              src={layer.imageUrl}
              alt=""
              draggable={false}
              style={{ ...image, left: (image.left as number) - kept.left, top: (image.top as number) - kept.top }}
            />
          </div>
          {CROP_HANDLES.filter((handle) => handle !== 'move').map((handle) => (
            <span
              key={handle}
              className={`designer-crop-handle designer-crop-handle-${handle}`}
              data-testid={`crop-handle-${handle}`}
              aria-label={T.cropHandle}
              onPointerDown={(event) => press(handle, event)}
              onPointerMove={move}
              onPointerUp={release}
              onPointerCancel={release}
            />
          ))}
        </div>
      </div>
    </div>
  );
}

