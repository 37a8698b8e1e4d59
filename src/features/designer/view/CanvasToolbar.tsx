import { Button, Divider, Tooltip } from '@arco-design/web-react';
import { IconFullscreen, IconSwap, IconZoomIn, IconZoomOut } from '@arco-design/web-react/icon';
import { useCallback, useEffect, useRef, useSyncExternalStore, type ReactElement } from 'react';
import { MSG } from '../messages';
import { MENU_SHORTCUTS, shortcutLabel } from '../model';
import { actionManager, runAction } from '../session/designerActions';
import { useDesignerValue } from '../useDesignerSnapshot';
import type { DesignerStage, ZoomCommand } from './DesignerStage';
import { zoomPercent } from './viewport';
import { FIT_SHORTCUT, listenForFitKey } from './canvasNavigation';
import { singleClick } from '../../../ui/singleClick';
import { useDesignerStore } from '../designerStoreContext';

/**
 * The view's own keys, for the shortcut help beside the model's (zooming is no action of the store).
 * Each row: what the key does and the key as the help writes it.
 */
/** Alt as shortcutLabel writes it. */
const ALT = 'Alt/⌥';

export const VIEW_SHORTCUT_HELP: readonly { label: string; keys: string }[] = [
  { label: MSG.designerView.zoomFit, keys: shortcutLabel(FIT_SHORTCUT) },
  // hitTest.ts: Alt+click takes the next layer down; an Alt+drag moves what a plain press would, unsnapped.
  { label: MSG.designerView.altClick, keys: MSG.designerView.withClick(ALT) },
  { label: MSG.designerView.altDrag, keys: MSG.designerView.withDrag(ALT) },
  { label: MSG.designerView.openMenu, keys: shortcutLabel(MENU_SHORTCUTS[0]!) },
];

export interface CanvasToolbarProps {
  stage: DesignerStage;
}

/**
 * Over the canvas: the zoom (缩小, the percentage, 放大, 适应窗口, 100%) and the flips of the selection.
 * Zooming is the stage's view only (适应窗口 by Ctrl + 0 too); a flip is an action of the store, with its
 * undo step.
 */
export function CanvasToolbar({ stage }: CanvasToolbarProps) {
  const store = useDesignerStore();
  const subscribe = useCallback((listener: () => void) => stage.subscribeViewport(listener), [stage]);
  const viewport = useSyncExternalStore(subscribe, () => stage.getViewport());
  // The flips' disabled state follows the selection (not every move of a drag).
  const canFlip = {
    flipHorizontal: useDesignerValue(store, () => store.isEnabled('flipHorizontal')),
    flipVertical: useDesignerValue(store, () => store.isEnabled('flipVertical')),
  };
  const T = MSG.designerView;
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => listenForFitKey(bar.current!, () => stage.zoom('fit')), [stage]);

  const zoomButton = (command: ZoomCommand, label: string, icon: ReactElement | null, keys?: string) => (
    <Tooltip content={keys ? `${label}（${keys}）` : label} mini>
      <Button size="small" type="text" icon={icon ?? undefined} aria-label={label} onClick={() => stage.zoom(command)}>
        {icon ? null : label}
      </Button>
    </Tooltip>
  );
  const flipButton = (name: 'flipHorizontal' | 'flipVertical') => {
    const label = MSG.designer[name];
    const keys = actionManager.shortcutHelp().find((entry) => entry.name === name)?.keys.join(' / ');
    return (
      <Tooltip content={keys ? `${label}（${keys}）` : label} mini>
        <Button
          size="small"
          type="text"
          className={name === 'flipVertical' ? 'designer-flip-vertical' : undefined}
          icon={<IconSwap />}
          aria-label={label}
          disabled={!canFlip[name]}
          onClick={singleClick(() => runAction(store, name))}
        />
      </Tooltip>
    );
  };

  return (
    <div ref={bar} className="designer-canvas-toolbar" role="toolbar" aria-label={T.canvasView}>
      {flipButton('flipHorizontal')}
      {flipButton('flipVertical')}
      <Divider type="vertical" />
      {zoomButton('out', T.zoomOut, <IconZoomOut />)}
      <span className="designer-zoom-level" aria-label={T.zoomLevel} data-testid="designer-zoom-level">
        {T.zoomPercent(zoomPercent(viewport))}
      </span>
      {zoomButton('in', T.zoomIn, <IconZoomIn />)}
      {zoomButton('fit', T.zoomFit, <IconFullscreen />, shortcutLabel(FIT_SHORTCUT))}
      {zoomButton('actual', T.zoomActual, null)}
    </div>
  );
}
