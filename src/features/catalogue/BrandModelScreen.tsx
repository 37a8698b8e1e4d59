import { MSG } from './messages';
import { RouteTabs } from '../../ui/RouteTabs';
import { BrandTab } from './brands/BrandTab';
import { lazyScreen } from '../../ui/lazyScreen';
import './catalogue.css';

// The screen a merchant lands on after signing in (spec 2 §2) opens on 品牌列表: 型号列表's code (its
// Select, Switch and Typography) comes when that tab is first opened.
const ModelTab = lazyScreen(() => import('./models/ModelTab').then((module) => ({ default: module.ModelTab })));

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
