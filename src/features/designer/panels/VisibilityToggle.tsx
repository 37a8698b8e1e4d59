import { IconEye, IconEyeInvisible } from '@arco-design/web-react/icon';
import type { MouseEvent } from 'react';
import { MSG } from '../../../messages';
import { isHidden, type DesignerStore, type Layer } from '../model';

/**
 * A layer row's eye: hides or shows the layer (model/visibility.ts: one undo step; a hidden layer is not
 * drawn and not saved). A button of its own, so a click on it neither selects the row nor starts a drag.
 */
export function VisibilityToggle({ store, layer }: { store: DesignerStore; layer: Layer }) {
  const hidden = isHidden(layer);
  const label = hidden ? MSG.designer.showLayer : MSG.designer.hideLayer;
  function toggle(event: MouseEvent) {
    event.stopPropagation();
    store.dispatch('setHidden', { uuid: layer.uuid, hidden: !hidden });
  }
  return (
    <button
      type="button"
      className="designer-layer-eye"
      aria-label={label}
      aria-pressed={hidden}
      title={label}
      draggable={false}
      disabled={!store.isEnabled('setHidden', { uuid: layer.uuid, hidden: !hidden })}
      onClick={toggle}
    >
      {hidden ? <IconEyeInvisible /> : <IconEye />}
    </button>
  );
}
