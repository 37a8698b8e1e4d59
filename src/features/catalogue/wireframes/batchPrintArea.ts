import { WIREFRAME_CONFLICT, type PrintArea, type WireframeUpdate } from '../../../../contract/catalogue';
import { updateWireframe } from '../../../api/wireframes';
import { isSaveConflict } from '../../../ui/saveConflict';
import type { WireframeRow } from './wireframeRows';

/** One wireframe a batch print-area edit writes, as the screen loaded it, and the rows that show it. */
export interface PrintAreaTarget {
  id: string;
  /** The `revision` loaded: sent back, so that another page's edit since is refused, not undone. */
  revision: number;
  /** The size loaded, for the margins' check before anything is sent (the server checks the stored size). */
  width: number;
  height: number;
  /** 材质 颜色 of each row with this wireframe. */
  names: string[];
}

/** The selected rows' wireframes, each once (several SKUs may share one), in row order. */
export function printAreaTargets(rows: readonly WireframeRow[]): PrintAreaTarget[] {
  const targets = new Map<string, PrintAreaTarget>();
  for (const row of rows) {
    const wireframe = row.wireframe;
    if (!wireframe) continue;
    const name = `${row.material.name} ${row.color.name}`;
    const known = targets.get(wireframe.id);
    if (known) known.names.push(name);
    else targets.set(wireframe.id, { id: wireframe.id, revision: wireframe.revision, width: wireframe.width, height: wireframe.height, names: [name] });
  }
  return [...targets.values()];
}

/**
 * The PATCH of one wireframe of the batch: the four margins (all null for none, spec 1 §5) and the revision
 * loaded, nothing else. The images and size stay as stored: sending them as this page loaded them would put
 * back what another page changed since (PATCH keeps the fields left out, ROUTES.md).
 */
export function printAreaUpdate(printArea: PrintArea | null, revision: number): WireframeUpdate {
  return {
    printAreaLeft: printArea?.left ?? null,
    printAreaTop: printArea?.top ?? null,
    printAreaRight: printArea?.right ?? null,
    printAreaBottom: printArea?.bottom ?? null,
    baseRevision: revision,
  };
}

/** Sets the print area of one wireframe: `changedElsewhere` when another page edited it since (409, nothing written). */
export async function savePrintArea(target: PrintAreaTarget, printArea: PrintArea | null): Promise<'saved' | 'changedElsewhere'> {
  try {
    await updateWireframe(target.id, printAreaUpdate(printArea, target.revision));
    return 'saved';
  } catch (failure) {
    if (isSaveConflict(failure, WIREFRAME_CONFLICT)) return 'changedElsewhere';
    throw failure;
  }
}
