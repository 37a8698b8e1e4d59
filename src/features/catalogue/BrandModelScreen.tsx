import { MSG } from './messages';
import { RouteTabs } from '../../ui/RouteTabs';
import { BrandTab } from './brands/BrandTab';
import { ModelTab } from './models/ModelTab';
import './catalogue.css';

/** /app/phone_brand_model/:type — 品牌列表 and 型号列表 (spec 1 §2). */
export default function BrandModelScreen() {
  return (
    <RouteTabs
      base="/app/phone_brand_model"
      tabs={[
        { key: 'brand', title: MSG.catalogue.brandTab, render: () => <BrandTab /> },
        { key: 'model', title: MSG.catalogue.modelTab, render: () => <ModelTab /> },
      ]}
    />
  );
}
