export interface PsdTemplateImportButtonProps {
  /** The current group: each artboard chosen becomes a new template in it. */
  groupId: string;
  /** Templates were created: the grid reloads. */
  onImported: () => void;
}

/** 导入PSD on the template screen (spec 2 §4). Issue 12 groundwork: the PSD part fills this in. */
export function PsdTemplateImportButton(_props: PsdTemplateImportButtonProps) {
  return null;
}
