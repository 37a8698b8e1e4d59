import { ASSET_TYPE } from '../../../contract/library';
import { RouteTabs } from '../../ui/RouteTabs';
import { AssetLibrary } from './AssetLibrary';
import { ASSET_TABS, ASSETS_BASE } from './assetTypes';
import './assets.css';

/** /app/design_assets/:type — 图库, 贴纸 and 背景 (spec 1 §2), each a library of collections of assets. */
export default function AssetScreen() {
  return (
    <RouteTabs
      base={ASSETS_BASE}
      tabs={ASSET_TABS.map((tab) => ({
        key: tab.key,
        title: tab.title,
        render: () => <AssetLibrary key={tab.key} routeType={tab.key} type={ASSET_TYPE[tab.key]} />,
      }))}
    />
  );
}
