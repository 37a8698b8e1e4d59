import type { DesignerStore, Layer } from '../model';

export interface TextSectionProps {
  store: DesignerStore;
  /** The one selected layer. */
  layer: Layer;
}

/** Issue 12 groundwork: filled in by the part that owns it. */
export function TextSection(_props: TextSectionProps) {
  return null;
}
