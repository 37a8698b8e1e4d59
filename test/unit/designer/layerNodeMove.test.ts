import { describe, expect, it, vi } from 'vitest';
import type { Frame } from 'leafer-ui';
import { LayerNodeSync } from '../../../src/features/designer/view/layerNodeSync';
import { moveLayers } from '../../../src/features/designer/model/transform';
import type { Layer } from '../../../src/features/designer/model/types';
import { layer, state } from './fixtures';

/** What the nodes were asked: attribute reads outside a set, and the attributes each set wrote. */
const asked = vi.hoisted(() => ({ reads: 0, sets: [] as Record<string, unknown>[] }));

// Leafer draws on a canvas this environment lacks: its nodes stand in as plain attribute bags that count reads.
vi.mock('leafer-ui', () => {
  class Image {
    constructor(attrs: Record<string, unknown> = {}) {
      const own: Record<string, unknown> = { ...attrs };
      const methods: Record<string, unknown> = {
        set: (changed: Record<string, unknown>) => {
          asked.sets.push(changed);
          Object.assign(own, changed);
        },
        on: () => undefined,
        off: () => undefined,
        destroy: () => undefined,
      };
      return new Proxy(own, {
        get: (target, key: string) => {
          if (key in methods) return methods[key];
          asked.reads++;
          return target[key];
        },
      });
    }
  }
  return { Image, ImageEvent: { LOADED: 'image.loaded', ERROR: 'image.error' } };
});

function frame(): Frame {
  const children: unknown[] = [];
  return {
    children,
    add(node: unknown, index: number) {
      const at = children.indexOf(node);
      if (at >= 0) children.splice(at, 1);
      children.splice(index, 0, node);
    },
  } as unknown as Frame;
}

const grid = (): Layer[] => Array.from({ length: 200 }, (_, i) => layer(`l${i}`, { left: (i % 10) * 50, top: Math.floor(i / 10) * 50, width: 40, height: 40 }));

describe("a drag's move of 200 layers on the stage", () => {
  it('puts every moved node at its layer and only sets x and y, reading nothing back', () => {
    const nodes = new LayerNodeSync(frame(), () => undefined);
    const base = state(grid(), grid().map((l) => l.uuid));
    nodes.sync(base.layers);
    asked.reads = 0;
    asked.sets = [];
    const moved = moveLayers(base, base.selectedUuids, 3, 2);
    nodes.sync(moved.layers);
    expect(asked.sets).toHaveLength(200);
    expect(asked.sets.every((set) => Object.keys(set).join() === 'x,y')).toBe(true);
    expect(asked.reads).toBe(0);
    const first = nodes.all.get('l0') as unknown as { x: number; y: number; width: number };
    // Leafer's Image is placed by its centre (around: 'center'): 3 + 20, 2 + 20.
    expect([first.x, first.y, first.width]).toEqual([23, 22, 40]);
  });

  it('sets again in full what is more than a move: a resized layer', () => {
    const nodes = new LayerNodeSync(frame(), () => undefined);
    const base = state(grid(), ['l0']);
    nodes.sync(base.layers);
    const resized = base.layers.map((l) => (l.uuid === 'l0' ? { ...l, width: 80 } : l));
    nodes.sync(resized);
    expect((nodes.all.get('l0') as unknown as { width: number }).width).toBe(80);
  });
});
