import { Button, Empty, Spin } from '@arco-design/web-react';
import { IconFolder, IconSettings, IconUpload } from '@arco-design/web-react/icon';
import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { listCollections } from '../../api/designAssets';
import type { AssetRouteType, AssetType } from '../../../contract/library';
import { orderFromLinks } from '../../lib/ordering';
import { MSG as COMMON } from '../../messages';
import { MSG } from './messages';
import { LoadFailed } from '../../ui/ListLoad';
import { useLoad } from '../../ui/useLoad';
import { useQueryState } from '../../ui/useQueryState';
import { AssetGrid } from './AssetGrid';
import { AssetUploadWizard } from './AssetUploadWizard';
import { collectionsPath } from './assetTypes';

/**
 * One library tab: its collections down the side (the chosen one kept in `?collection=` so a reload
 * comes back to it), 分组管理, 上传素材, and the chosen collection's assets.
 */
export function AssetLibrary({ routeType, type }: { routeType: AssetRouteType; type: AssetType }) {
  const [, navigate] = useLocation();
  const loaded = useLoad(({ skipErrorModal }) => listCollections(type, { skipErrorModal }).then(orderFromLinks), [type]);
  const collections = loaded.data;
  const { refresh } = loaded;
  const [wanted, setWanted] = useQueryState('collection');
  // The collection chosen was deleted elsewhere: the address no longer names it, and the list is read again.
  const collectionGone = useCallback(() => {
    setWanted(null);
    void refresh();
  }, [refresh, setWanted]);
  const [uploading, setUploading] = useState(false);
  // Bumped after an upload so the grid reloads its page (it owns its own loading).
  const [generation, setGeneration] = useState(0);
  const manage = () => navigate(collectionsPath(routeType));

  // A failed load is its own state with 重试: 还没有分组 would send the merchant astray.
  if (loaded.error) return <LoadFailed onRetry={loaded.reload} retrying={loaded.loading} />;
  if (!collections) return <Spin className="screen-loading" />;
  if (collections.length === 0) {
    return (
      <Empty
        className="asset-empty"
        icon={<IconFolder className="asset-empty-icon" />}
        description={
          <div className="asset-empty-text">
            <div>{MSG.assets.noCollections}</div>
            <Button type="primary" onClick={manage}>
              {COMMON.assets.collections}
            </Button>
          </div>
        }
      />
    );
  }

  const chosen = collections.find((collection) => collection.id === wanted) ?? collections[0]!;
  return (
    <div className="asset-library">
      <nav className="asset-collections" aria-label={COMMON.assets.collections}>
        <ul role="tablist" aria-orientation="vertical">
          {collections.map((collection) => (
            <li
              key={collection.id}
              role="tab"
              tabIndex={0}
              aria-selected={collection.id === chosen.id}
              className={collection.id === chosen.id ? 'asset-collection active' : 'asset-collection'}
              title={collection.name}
              onClick={() => setWanted(collection.id)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') setWanted(collection.id);
              }}
            >
              <IconFolder />
              <span>{collection.name}</span>
            </li>
          ))}
        </ul>
        <Button long icon={<IconSettings />} onClick={manage} className="asset-manage">
          {COMMON.assets.collections}
        </Button>
      </nav>
      <section className="asset-main">
        <div className="screen-toolbar">
          <h3 className="asset-collection-name">{chosen.name}</h3>
          <span className="spacer" />
          <Button type="primary" icon={<IconUpload />} onClick={() => setUploading(true)}>
            {MSG.assets.upload}
          </Button>
        </div>
        <AssetGrid
          key={chosen.id}
          collectionId={chosen.id}
          type={type}
          generation={generation}
          onUpload={() => setUploading(true)}
          // Quietly: the grid's error modal has said why, and the list without it falls back to the first collection.
          onCollectionGone={collectionGone}
        />
      </section>
      <AssetUploadWizard
        visible={uploading}
        type={type}
        collectionId={chosen.id}
        onClose={() => {
          setUploading(false);
          setGeneration((n) => n + 1);
        }}
      />
    </div>
  );
}
