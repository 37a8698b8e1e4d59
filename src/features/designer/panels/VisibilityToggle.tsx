import { IconEye, IconEyeInvisible } from '@arco-design/web-react/icon';
import type { MouseEvent } from 'react';
import { MSG } from '../messages';

export interface VisibilityToggleProps {
  hidden: boolean;
  /** A save is running: every edit waits for its answer. */
  disabled: boolean;
  onToggle(): void;
  /** What it says to hide and to show: a layer's by default, a group row's for its members. */
  labels?: { hide: string; show: string };
}

/**
 * A layer row's eye: hides or shows the layer (model/visibility.ts: one undo step; a hidden layer is not
 * drawn and not saved). A button of its own, so a click on it neither selects the row nor starts a drag.
 */
export function VisibilityToggle({ hidden, disabled, onToggle, labels = { hide: MSG.designer.hideLayer, show: MSG.designer.showLayer } }: VisibilityToggleProps) {
  const label = hidden ? labels.show : labels.hide;
  function toggle(event: MouseEvent) {
    event.stopPropagation();
    onToggle();
  }
  return (
    <button
      type="button"
      className="designer-layer-eye"
      aria-label={label}
      aria-pressed={hidden}
      title={label}
      draggable={false}
      disabled={disabled}
      onClick={toggle}
    >
      {hidden ? <IconEyeInvisible /> : <IconEye />}
    </button>
  );
}
