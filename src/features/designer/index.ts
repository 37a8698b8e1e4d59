/** The designer feature: the drawer the template screen opens (the model stays internal to it). */
export { DesignerDrawer } from './DesignerDrawer';
