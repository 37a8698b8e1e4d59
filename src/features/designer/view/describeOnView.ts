import type { Image } from 'leafer-ui';
import type { DesignerState } from '../model';
import { UNREADABLE_PLACEHOLDER } from './unreadablePlaceholder';

/**
 * What Leafer shows, written on the view's data attributes: the nodes' own geometry (read from Leafer,
 * not from the store), so a test sees what is on the canvas without any global hook. Batched to one
 * write per frame: a drag changes the nodes on every pointer move.
 */
const pending = new WeakMap<HTMLElement, () => void>();

export function describeOnView(view: HTMLElement, nodes: ReadonlyMap<string, Image>, state: DesignerState): void {
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
        scaleX: node?.scaleX ?? 1,
        scaleY: node?.scaleY ?? 1,
        visible: node?.visible !== false,
        opacity: node?.opacity ?? 1,
        // Drawn as the unreadable-image placeholder (unreadablePlaceholder.ts).
        placeholder: node?.url === UNREADABLE_PLACEHOLDER,
      };
    });
    view.dataset.layerCount = String(state.layers.length);
    view.dataset.nodeCount = String(shown.filter((node) => node.width > 0).length);
    view.dataset.selected = state.selectedUuids.join(',');
    view.dataset.nodes = JSON.stringify(shown);
    // The size of the bitmap each node paints, once loaded (a very large image is drawn reduced).
    const drawn: Record<string, [number, number]> = {};
    for (const layer of state.layers) {
      const image = nodes.get(layer.uuid)?.image;
      if (image && image.ready) drawn[layer.uuid] = [image.width, image.height];
    }
    view.dataset.drawn = JSON.stringify(drawn);
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
