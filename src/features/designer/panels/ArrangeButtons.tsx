import { Button, Tooltip } from '@arco-design/web-react';
import { MSG } from '../messages';
import { shortcutLabel, type SimpleActionName } from '../model';
import { actionManager, runAction } from '../session/designerActions';
import { useDesignerStore } from '../designerStoreContext';
import { useDesignerSnapshot } from '../useDesignerSnapshot';

/** A 16 × 16 picture as rectangles [x, y, width, height]: the line aligned to, and the boxes. */
type Picture = readonly (readonly [number, number, number, number])[];

const ARRANGE: readonly { name: SimpleActionName; picture: Picture }[] = [
  { name: 'alignLeft', picture: [[1, 1, 1.5, 14], [4, 3, 10, 3.5], [4, 9.5, 6, 3.5]] },
  { name: 'alignCentreX', picture: [[7.25, 1, 1.5, 14], [2, 3, 12, 3.5], [4.5, 9.5, 7, 3.5]] },
  { name: 'alignRight', picture: [[13.5, 1, 1.5, 14], [2, 3, 10, 3.5], [6, 9.5, 6, 3.5]] },
  { name: 'alignTop', picture: [[1, 1, 14, 1.5], [3, 4, 3.5, 10], [9.5, 4, 3.5, 6]] },
  { name: 'alignCentreY', picture: [[1, 7.25, 14, 1.5], [3, 2, 3.5, 12], [9.5, 4.5, 3.5, 7]] },
  { name: 'alignBottom', picture: [[1, 13.5, 14, 1.5], [3, 2, 3.5, 10], [9.5, 6, 3.5, 6]] },
  { name: 'distributeHorizontal', picture: [[1, 1, 1.5, 14], [13.5, 1, 1.5, 14], [6, 3.5, 4, 9]] },
  { name: 'distributeVertical', picture: [[1, 1, 14, 1.5], [1, 13.5, 14, 1.5], [3.5, 6, 9, 4]] },
];

function Icon({ picture }: { picture: Picture }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" fill="currentColor" aria-hidden="true" focusable="false">
      {picture.map(([x, y, width, height]) => (
        <rect key={`${x},${y}`} x={x} y={y} width={width} height={height} rx={0.5} />
      ))}
    </svg>
  );
}

/**
 * Align and distribute (model/align.ts): one layer to the canvas, several to their frame. Each button is
 * named for a screen reader and shows its name and keys on hover; the action's isEnabled disables it when
 * it would move nothing.
 */
export function ArrangeButtons() {
  const store = useDesignerStore();
  // Read for the re-render: whether each button is enabled depends on the state.
  useDesignerSnapshot(store);
  return (
    <div className="designer-arrange" role="group" aria-label={MSG.designerGeometry.arrange}>
      {ARRANGE.map(({ name, picture }) => {
        const action = actionManager.get(name)!;
        const label = MSG.designer[action.label];
        const keys = action.shortcuts.map(shortcutLabel).join(' / ');
        return (
          <Tooltip key={name} mini content={MSG.designerGeometry.withKeys(label, keys)}>
            <Button
              size="small"
              type="secondary"
              aria-label={label}
              icon={<Icon picture={picture} />}
              disabled={!store.isEnabled(name)}
              onClick={() => runAction(store, name)}
            />
          </Tooltip>
        );
      })}
    </div>
  );
}
