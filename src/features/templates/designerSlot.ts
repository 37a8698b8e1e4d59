import type { ReactNode } from 'react';
import type { Id } from '../../../contract/catalogue';

/**
 * What the designer drawer takes. Declared here, not imported: features never import each other
 * (ARCHITECTURE.md), so the app's composition (src/app/screens/DesignTemplateScreen.tsx) hands the drawer in.
 * Same shape as `DesignerDrawerProps` of src/features/designer; tsc checks that where the two meet.
 */
export interface TemplateDesignerProps {
  visible: boolean;
  /** null: a new template, created by the designer's save. */
  templateId: Id | null;
  groupId: Id;
  /** `saved`: the merchant saved at least once while it was open. */
  onClose: (saved: boolean) => void;
}

export type RenderDesigner = (props: TemplateDesignerProps) => ReactNode;
