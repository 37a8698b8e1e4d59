import type { PrintArea } from '../../../../contract/catalogue';

/**
 * What the dev API stores for a wireframe: file ids, not URLs. URLs are made when a wireframe is read,
 * because the in-browser mock adapter hands out blob: URLs lazily (and they would not survive a reload).
 */
export interface WireframeRecord {
  id: string;
  width: number;
  height: number;
  foregroundFileId: string | null;
  backgroundFileId: string | null;
  printArea: PrintArea | null;
  /** 1 when created, one more on every update (the edit form's `baseRevision` is checked against it). */
  revision: number;
}
