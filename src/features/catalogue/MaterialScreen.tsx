import { MSG } from './messages';
import { RouteTabs } from '../../ui/RouteTabs';
import { MaterialTab } from './materials/MaterialTab';
import { WireframeTab } from './wireframes/WireframeTab';
import './catalogue.css';

/** /app/phone_case_material/:type — 手机壳材质 and 手机壳线框图 (spec 1 §2). */
export default function MaterialScreen() {
  return (
    <RouteTabs
      base="/app/phone_case_material"
      tabs={[
        { key: 'material', title: MSG.catalogue.materialTab, render: () => <MaterialTab /> },
        { key: 'wireframe', title: MSG.catalogue.wireframeTab, render: () => <WireframeTab /> },
      ]}
    />
  );
}
