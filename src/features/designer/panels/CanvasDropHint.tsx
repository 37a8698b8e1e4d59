import { IconImage } from '@arco-design/web-react/icon';
import { MSG } from '../messages';
import './canvasDropHint.css';

/** Over the canvas while files are dragged onto it: where they go, and that letting go adds them. */
export function CanvasDropHint() {
  return (
    <div className="designer-drop-hint" data-testid="designer-drop-hint">
      <IconImage className="designer-drop-hint-icon" />
      <span>{MSG.designerUpload.dropHint}</span>
    </div>
  );
}
