import type { PlannedWireframe } from '../../../../lib/wireframeImport';
import { nameKey } from '../../../../lib/wireframeImport';
import { MSG } from '../../messages';
import { pairKey, type CreatedIds } from './createMissing';

/**
 * The catalogue entries this import created (spec 1 §4: missing brands, models, materials and colours
 * first) that only unfinished files needed: after a stop they stand in the catalogue with no wireframe,
 * so the summary names them. An entry a finished file also uses is not listed.
 */
export function createdOnlyFor(unfinished: readonly PlannedWireframe<unknown>[], finished: readonly PlannedWireframe<unknown>[], ids: CreatedIds): string[] {
  const kinds = [
    { made: ids.brands, key: (w: PlannedWireframe<unknown>) => nameKey(w.brand), label: (w: PlannedWireframe<unknown>) => MSG.midWork.brand(w.brand) },
    { made: ids.models, key: (w: PlannedWireframe<unknown>) => pairKey(w.brand, w.model), label: (w: PlannedWireframe<unknown>) => MSG.midWork.model(w.brand, w.model) },
    { made: ids.materials, key: (w: PlannedWireframe<unknown>) => nameKey(w.material), label: (w: PlannedWireframe<unknown>) => MSG.midWork.material(w.material) },
    { made: ids.colors, key: (w: PlannedWireframe<unknown>) => pairKey(w.material, w.color), label: (w: PlannedWireframe<unknown>) => MSG.midWork.color(w.material, w.color) },
  ];
  const labels: string[] = [];
  for (const kind of kinds) {
    const used = new Set(finished.map(kind.key));
    const listed = new Set<string>();
    for (const wireframe of unfinished) {
      const key = kind.key(wireframe);
      if (!kind.made.has(key) || used.has(key) || listed.has(key)) continue;
      listed.add(key);
      labels.push(kind.label(wireframe));
    }
  }
  return labels;
}
