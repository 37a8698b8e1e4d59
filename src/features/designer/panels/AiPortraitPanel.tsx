import type { DesignerStore } from '../model';

export interface AiPortraitPanelProps {
  store: DesignerStore;
}

/** AI人像 (spec 2 §2): placeholder images per cutout type. Issue 12 groundwork: filled in by its part. */
export function AiPortraitPanel(_props: AiPortraitPanelProps) {
  return null;
}
