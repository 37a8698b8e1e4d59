import { Button, Message, Tooltip, Typography } from '@arco-design/web-react';
import { IconLock, IconUnlock } from '@arco-design/web-react/icon';
import { useRef, useState } from 'react';
import { MSG } from '../messages';
import { editGeometry, selectionGeometry, type DesignerState, type GeometryEdit, type GeometryField } from '../model';
import { useDesignerStore } from '../designerStoreContext';
import { useDesignerSnapshot } from '../useDesignerSnapshot';
import { NumberField, roundForDisplay } from './NumberField';

const T = MSG.designerGeometry;

/**
 * X, Y, width, height and rotation of the selection as numbers to type (model/geometryEdit.ts says what
 * they mean for one layer and for several). A typed value is one `setGeometry`, one undo step.
 *
 * Arrow keys apply each step at once, as in Figma; a run of them in one field is one undo step, so that
 * holding ↑ does not push the 20 steps of spec 2 §4 out of the history. The run ends when the field loses
 * the focus, a value is typed, or anything else changes the document.
 */
export function GeometryFields() {
  const store = useDesignerStore();
  const { state } = useDesignerSnapshot(store);
  // As the frame's corner handles do (view/editorHandles.ts), the ratio is kept until unlocked.
  const [keepRatio, setKeepRatio] = useState(true);
  /** The field of the running arrow run and the document its last step left. */
  const run = useRef<{ field: GeometryField; after: DesignerState } | null>(null);
  const geometry = selectionGeometry(state);
  if (!geometry) return null;
  const disabled = geometry.lockedBy !== null;

  function commit(field: GeometryField, value: number, uuids: readonly string[], label: string) {
    run.current = null;
    store.dispatch('setGeometry', { field, value, keepRatio, uuids });
    // A value beyond the field's range was changed on the way (geometryEdit.ts limitTyped, the minimum
    // size): say so, with the number applied, which the field now shows.
    const now = store.getState().selectedUuids;
    if (field === 'rotation' || now.length !== uuids.length || now.some((uuid, i) => uuid !== uuids[i])) return;
    const applied = selectionGeometry(store.getState())?.[field];
    if (applied === null || applied === undefined) return;
    const shown = roundForDisplay(applied);
    if (shown === roundForDisplay(value)) return;
    Message.info(shown > value ? T.raisedTo(label, shown) : T.loweredTo(label, shown));
  }

  function step(field: GeometryField, delta: number, typed: number | null) {
    const base = typed ?? selectionGeometry(store.getState())?.[field] ?? null;
    // Layers turned differently have no rotation to step from.
    if (base === null) return;
    const change: GeometryEdit = { field, value: roundForDisplay(base + delta), keepRatio };
    if (!store.isEnabled('setGeometry', change)) return;
    const current = store.getState();
    if (run.current?.field === field && run.current.after === current) {
      // The same action's change, joined to the step the run's first arrow made (as a held key's repeat is).
      store.apply(editGeometry(current, change), 'never');
    } else {
      store.dispatch('setGeometry', change);
    }
    run.current = { field, after: store.getState() };
  }

  const field = (name: GeometryField, label: string, value: number | null, placeholder?: string) => (
    <NumberField
      label={label}
      value={value}
      placeholder={placeholder}
      disabled={disabled}
      target={state.selectedUuids}
      onCommit={(typed, uuids) => commit(name, typed, uuids, label)}
      onStep={(delta, typed) => step(name, delta, typed)}
      onLeave={() => (run.current = null)}
    />
  );

  const ratioLabel = keepRatio ? T.lockRatio : T.unlockRatio;
  return (
    <div className="designer-geometry" data-left={roundForDisplay(geometry.left)} data-top={roundForDisplay(geometry.top)}>
      <div className="designer-geometry-fields">
        {field('left', T.x, geometry.left)}
        {field('top', T.y, geometry.top)}
        <span />
        {field('width', T.width, geometry.width)}
        {field('height', T.height, geometry.height)}
        <Tooltip content={ratioLabel} mini>
          <Button
            size="mini"
            type={keepRatio ? 'secondary' : 'text'}
            icon={keepRatio ? <IconLock /> : <IconUnlock />}
            aria-label={T.lockRatio}
            aria-pressed={keepRatio}
            disabled={disabled}
            onClick={() => setKeepRatio((kept) => !kept)}
          />
        </Tooltip>
        {field('rotation', T.rotation, geometry.rotation, T.mixed)}
      </div>
      {geometry.lockedBy && (
        <Typography.Text type="secondary" className="designer-geometry-reason">
          {geometry.lockedBy === 'background' ? T.backgroundReason : T.lockedReason}
        </Typography.Text>
      )}
    </div>
  );
}
