import { DesignerDrawer } from '../../features/designer';
import { TemplateScreen } from '../../features/templates/TemplateScreen';

/**
 * /app/design_template: the template screen with the designer drawer handed in. The two are features
 * and never import each other (ARCHITECTURE.md); the app is where they meet.
 */
export default function DesignTemplateScreen() {
  return <TemplateScreen renderDesigner={(props) => <DesignerDrawer {...props} />} />;
}
