/** Small layer and state builders for the designer model tests. */
import { newLayer, type Layer } from '../../../contract/templates';
import type { DesignerState } from '../../../src/features/designer/model/types';

export function layer(uuid: string, overrides: Partial<Layer> = {}): Layer {
  return newLayer({
    id: `id-${uuid}`,
    uuid,
    imageUrl: `https://img.example/${uuid}.png`,
    imageFileId: `file-${uuid}`,
    type: 'IMAGE',
    width: 100,
    height: 50,
    originalWidth: 200,
    originalHeight: 100,
    left: 0,
    top: 0,
    ...overrides,
  });
}

/** A 500 × 1000 canvas with the given layers, bottom first. */
export function state(layers: Layer[], selectedUuids: string[] = [], canvas = { width: 500, height: 1000 }): DesignerState {
  return { canvas, layers, selectedUuids };
}

/** Layers a, b, c ... bottom first, from a string like "abc". */
export function stack(names: string, overrides: Record<string, Partial<Layer>> = {}): Layer[] {
  return names.split('').map((name) => layer(name, overrides[name]));
}

export const order = (s: DesignerState) => s.layers.map((l) => l.uuid).join('');

/** Deterministic uuids: new-1, new-2, ... */
export function counter(prefix = 'new'): () => string {
  let n = 0;
  return () => `${prefix}-${++n}`;
}
