import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { Wireframe } from '../../../../contract/catalogue';
import { CanvasToolbar } from './CanvasToolbar';
import { DesignerStage, type ViewBox } from './DesignerStage';
import { describeOnView } from './describeOnView';
import { useDesignerStore } from '../designerStoreContext';

export interface DesignerCanvasHandle {
  /** The template's canvas as a PNG of this height (the thumbnail: 600, spec 2 §9). */
  exportPng(options: { height: number; transparent?: boolean }): Promise<Blob>;
}

export interface DesignerCanvasProps {
  /** The preview phone's wireframe, drawn around the canvas; null for none. */
  wireframe: Wireframe | null;
  /** A layer was double-clicked (spec 2 §2: a text layer's editor opens over it). */
  onLayerDoubleClick?: (uuid: string, box: ViewBox) => void;
  /** A plain press on a layer, selected before or not. */
  onLayerPress?: (uuid: string) => void;
}

/**
 * The Leafer view in React: a div the stage draws into. The stage subscribes to the store itself, so a
 * drag re-renders Leafer without re-rendering React.
 */
export const DesignerCanvas = forwardRef<DesignerCanvasHandle, DesignerCanvasProps>(function DesignerCanvas({ wireframe, onLayerDoubleClick, onLayerPress }, ref) {
  const store = useDesignerStore();
  const viewRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<DesignerStage | null>(null);
  /** The same stage, for the toolbar over the canvas (its zoom). */
  const [stage, setStage] = useState<DesignerStage | null>(null);

  useEffect(() => {
    const created = new DesignerStage(viewRef.current!, store, __DEV_TOOLS__ ? describeOnView : undefined);
    stageRef.current = created;
    setStage(created);
    return () => {
      stageRef.current = null;
      setStage(null);
      created.destroy();
    };
  }, [store]);

  useEffect(() => {
    stageRef.current?.setWireframe(wireframe);
  }, [store, wireframe]);

  const doubleClick = useRef(onLayerDoubleClick);
  doubleClick.current = onLayerDoubleClick;
  const press = useRef(onLayerPress);
  press.current = onLayerPress;
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    stage.onLayerDoubleClick = (uuid, box) => doubleClick.current?.(uuid, box);
    stage.onLayerPress = (uuid) => press.current?.(uuid);
  }, [store]);

  useImperativeHandle(
    ref,
    () => ({
      exportPng: ({ height, transparent = false }) => {
        const stage = stageRef.current;
        return stage ? stage.exportPng(height, transparent) : Promise.reject(new Error('the canvas is not ready'));
      },
    }),
    [],
  );

  return (
    <>
      <div className="designer-canvas" ref={viewRef} data-testid="designer-canvas" />
      {stage && <CanvasToolbar stage={stage} />}
    </>
  );
});
