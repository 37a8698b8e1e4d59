/** The designer state at the edges: loaded from a template, checked and written back when saving. */
import { stackOrder } from '../../../../contract/layerGroups';
import type { DesignTemplate } from '../../../../contract/templates';
import { editableLayer } from './bakedLayer';
import { tidyGroups } from './tidyGroups';
import { uuidV4 } from './uuid';
import type { DesignerState, Layer } from './types';
import { withoutHiddenLayers } from './visibility';

/**
 * A state from a saved template: layers bottom first by their `index` (contract/layerGroups.ts stackOrder),
 * and the selection restored from `isSelected` (the only place the saved flag is read); a layer with opacity
 * or crop baked into its image is edited on its original again (bakedLayer.ts); an older save's group split
 * in the stack becomes a group a run (tidyGroups.ts, `newGroupId` naming the new ones).
 */
export function designerStateFromTemplate(template: Pick<DesignTemplate, 'width' | 'height' | 'layers'>, newGroupId: () => string = uuidV4): DesignerState {
  const layers = tidyGroups(
    stackOrder(template.layers).map((position) => editableLayer(template.layers[position]!)),
    newGroupId,
  );
  return {
    canvas: { width: template.width, height: template.height },
    layers,
    selectedUuids: layers.filter((layer) => layer.isSelected).map((layer) => layer.uuid),
  };
}

/**
 * The layers as saved: the hidden ones left out (visibility.ts), `index` the position from the bottom (0)
 * among those saved, `isSelected` from the selection, and no `hidden` flag (spec 2's layer has none).
 */
export function layersForSave(state: DesignerState): Layer[] {
  const saved = withoutHiddenLayers(state);
  const selected = new Set(saved.selectedUuids);
  return saved.layers.map(({ hidden: _hidden, ...layer }, index) => ({ ...layer, index, isSelected: selected.has(layer.uuid) }));
}

/** Spec 2 §5: saving a template needs at least one layer (请上传至少一个图层): one that is not hidden. */
export function validateForSave(state: DesignerState): 'noLayers' | null {
  return withoutHiddenLayers(state).layers.length === 0 ? 'noLayers' : null;
}
