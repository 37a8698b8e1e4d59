import type { DesignerStore } from '../model';
import type { LocalImages } from '../session/localImages';

export interface TextMenuPanelProps {
  store: DesignerStore;
  images: LocalImages;
}

/** 添加文字 (spec 2 §2). Issue 12 groundwork: filled in by the text layers part. */
export function TextMenuPanel(_props: TextMenuPanelProps) {
  return null;
}
