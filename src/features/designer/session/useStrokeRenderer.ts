/**
 * One StrokeRenderer per designer store, made where the store and the local images meet (the workspace)
 * and found by the property panel's stroke section through the store, so no component in between has to
 * pass it along.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { strokeInWorker } from '../../../lib/stroke/strokeClient';
import type { DesignerStore } from '../model';
import type { LocalImages } from './localImages';
import { StrokeRenderer } from './strokeRenderer';

const renderers = new WeakMap<DesignerStore, StrokeRenderer>();
const registryListeners = new Set<() => void>();
let registryVersion = 0;

function registryChanged(): void {
  registryVersion++;
  registryListeners.forEach((listener) => listener());
}

/** Keeps the store's stroke images computed while the designer is open. */
export function useStrokeRenderer(store: DesignerStore, images: LocalImages): void {
  useEffect(() => {
    const renderer = new StrokeRenderer(store, {
      readImage: (url) => images.read(url),
      addImage: (png) => images.add(png),
      compute: strokeInWorker,
    });
    renderers.set(store, renderer);
    registryChanged();
    return () => {
      renderer.destroy();
      renderers.delete(store);
      registryChanged();
    };
  }, [store, images]);
}

/** Resolves when the store's strokes are computed (or failed), or after `timeoutMs`; at once without a renderer. */
export function strokesSettled(store: DesignerStore, timeoutMs: number): Promise<void> {
  return renderers.get(store)?.settled(timeoutMs) ?? Promise.resolve();
}

const noRenderer = () => () => {};

/** The store's renderer (null before the workspace made it), re-rendering when its statuses change. */
export function useStrokeRendererOf(store: DesignerStore): StrokeRenderer | null {
  useSyncExternalStore(
    (listener) => {
      registryListeners.add(listener);
      return () => {
        registryListeners.delete(listener);
      };
    },
    () => registryVersion,
  );
  const renderer = renderers.get(store) ?? null;
  useSyncExternalStore(renderer ? renderer.subscribe : noRenderer, renderer ? renderer.getVersion : () => 0);
  return renderer;
}
