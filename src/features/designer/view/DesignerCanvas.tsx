import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import type { Image } from 'leafer-ui';
import type { Wireframe } from '../../../../contract/catalogue';
import type { DesignerState, DesignerStore } from '../model';
import { DesignerStage } from './DesignerStage';

export interface DesignerCanvasHandle {
  /** The template's canvas as a PNG of this height (the thumbnail: 600, spec 2 §9). */
  exportPng(options: { height: number }): Promise<Blob>;
}

export interface DesignerCanvasProps {
  store: DesignerStore;
  /** The preview phone's wireframe, drawn around the canvas; null for none. */
  wireframe: Wireframe | null;
}

/**
 * The Leafer view in React: a div the stage draws into. The stage subscribes to the store itself, so a
 * drag re-renders Leafer without re-rendering React.
 */
export const DesignerCanvas = forwardRef<DesignerCanvasHandle, DesignerCanvasProps>(function DesignerCanvas({ store, wireframe }, ref) {
  const viewRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<DesignerStage | null>(null);

  useEffect(() => {
    const stage = new DesignerStage(viewRef.current!, store, describeOnView);
    stageRef.current = stage;
    return () => {
      stageRef.current = null;
      stage.destroy();
    };
  }, [store]);

  useEffect(() => {
    stageRef.current?.setWireframe(wireframe);
  }, [store, wireframe]);

  useImperativeHandle(
    ref,
    () => ({
      exportPng: ({ height }) => {
        const stage = stageRef.current;
        return stage ? stage.exportPng(height) : Promise.reject(new Error('the canvas is not ready'));
      },
    }),
    [],
  );

  return <div className="designer-canvas" ref={viewRef} data-testid="designer-canvas" />;
});

/**
 * What Leafer shows, written on the view's data attributes: the nodes' own geometry (read from Leafer,
 * not from the store), so a test sees what is on the canvas without any global hook. Batched to one
 * write per frame: a drag changes the nodes on every pointer move.
 */
const pending = new WeakMap<HTMLElement, () => void>();

function describeOnView(view: HTMLElement, nodes: ReadonlyMap<string, Image>, state: DesignerState): void {
  const first = !pending.has(view);
  pending.set(view, () => {
    const shown = state.layers.map((layer) => {
      const node = nodes.get(layer.uuid);
      const width = node?.width ?? 0;
      const height = node?.height ?? 0;
      return {
        uuid: layer.uuid,
        left: round((node?.x ?? 0) - width / 2),
        top: round((node?.y ?? 0) - height / 2),
        width: round(width),
        height: round(height),
        rotation: round(node?.rotation ?? 0),
      };
    });
    view.dataset.layerCount = String(state.layers.length);
    view.dataset.nodeCount = String(shown.filter((node) => node.width > 0).length);
    view.dataset.selected = state.selectedUuids.join(',');
    view.dataset.nodes = JSON.stringify(shown);
    const single = state.selectedUuids.length === 1 ? shown.find((node) => node.uuid === state.selectedUuids[0]) : undefined;
    view.dataset.layerLeft = single ? String(single.left) : '';
    view.dataset.layerTop = single ? String(single.top) : '';
  });
  if (!first) return;
  requestAnimationFrame(() => {
    const write = pending.get(view);
    pending.delete(view);
    write?.();
  });
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
