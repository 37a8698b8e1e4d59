import type { DesignerStore, Layer } from '../model';

export interface CutoutSectionProps {
  store: DesignerStore;
  /** The one selected layer. */
  layer: Layer;
}

/** Issue 12 groundwork: filled in by the part that owns it. */
export function CutoutSection(_props: CutoutSectionProps) {
  return null;
}
