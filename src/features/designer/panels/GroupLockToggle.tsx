import { IconLock, IconUnlock } from '@arco-design/web-react/icon';
import type { MouseEvent } from 'react';
import { MSG } from '../messages';

export interface GroupLockToggleProps {
  /** Every member is locked. */
  locked: boolean;
  /** A save is running: every edit waits for its answer. */
  disabled: boolean;
  onToggle(): void;
}

/**
 * A group row's lock: locks every member, or unlocks them all when all are locked (model/groupRow.ts; one
 * undo step). A button of its own, as the eye is, so a click on it neither selects the row nor starts a drag.
 */
export function GroupLockToggle({ locked, disabled, onToggle }: GroupLockToggleProps) {
  const label = locked ? MSG.designer.unlockGroup : MSG.designer.lockGroup;
  function toggle(event: MouseEvent) {
    event.stopPropagation();
    onToggle();
  }
  return (
    <button type="button" className="designer-layer-eye designer-group-lock" aria-label={label} aria-pressed={locked} title={label} draggable={false} disabled={disabled} onClick={toggle}>
      {locked ? <IconLock /> : <IconUnlock />}
    </button>
  );
}
