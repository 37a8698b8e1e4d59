import { Pagination, Select, Spin, Tabs } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { listAssets, listCollections } from '../../../api/designAssets';
import { ASSET_TYPE, type DesignAsset, type DesignAssetCollection } from '../../../../contract/library';
import { orderFromLinks } from '../../../lib/ordering';
import { MSG } from '../messages';
import { LoadFailed } from '../../../ui/ListLoad';
import { singleClick } from '../../../ui/singleClick';

/** Spec 2 §9: the material list shows 12 assets a page. */
export const MATERIAL_PAGE_SIZE = 12;

/** The two libraries the designer places from (spec 2 §2): stickers and images. */
export type MaterialType = typeof ASSET_TYPE.maps | typeof ASSET_TYPE.images;

export interface MaterialPanelProps {
  onPick: (asset: DesignAsset, type: MaterialType) => void;
}

type Loading<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; value: T };

/** 素材库: a library's collections and, for the chosen one, its assets a page at a time. */
export function MaterialPanel({ onPick }: MaterialPanelProps) {
  const [type, setType] = useState<MaterialType>(ASSET_TYPE.maps);
  return (
    <div className="designer-materials">
      <Tabs activeTab={String(type)} onChange={(key) => setType(Number(key) as MaterialType)} size="small">
        <Tabs.TabPane key={String(ASSET_TYPE.maps)} title={MSG.designer.stickers} />
        <Tabs.TabPane key={String(ASSET_TYPE.images)} title={MSG.designer.images} />
      </Tabs>
      <MaterialLibrary key={type} type={type} onPick={onPick} />
    </div>
  );
}

function MaterialLibrary({ type, onPick }: { type: MaterialType; onPick: MaterialPanelProps['onPick'] }) {
  const [collections, setCollections] = useState<Loading<DesignAssetCollection[]>>({ status: 'loading' });
  const [chosen, setChosen] = useState<string | null>(null);
  // Each retry is one more attempt: the effect runs again.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setCollections({ status: 'loading' });
    listCollections(type).then(
      (list) => {
        if (!live) return;
        const ordered = orderFromLinks(list);
        setCollections({ status: 'ready', value: ordered });
        setChosen(ordered[0]?.id ?? null);
      },
      () => live && setCollections({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [type, attempt]);

  if (collections.status !== 'ready') return <MaterialStatus status={collections.status} onRetry={() => setAttempt((n) => n + 1)} />;
  if (collections.value.length === 0 || chosen === null) return <p className="designer-material-note">{MSG.designer.noCollections}</p>;
  return (
    <>
      <Select
        className="designer-material-collection"
        size="small"
        value={chosen}
        onChange={(id: string) => setChosen(id)}
        options={collections.value.map((collection) => ({ label: collection.name, value: collection.id }))}
      />
      <AssetPage key={chosen} collectionId={chosen} sticker={type === ASSET_TYPE.maps} onPick={(asset) => onPick(asset, type)} />
    </>
  );
}

function AssetPage({ collectionId, sticker, onPick }: { collectionId: string; sticker: boolean; onPick: (asset: DesignAsset) => void }) {
  const [page, setPage] = useState(1);
  const [assets, setAssets] = useState<Loading<{ items: DesignAsset[]; total: number }>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setAssets({ status: 'loading' });
    listAssets(collectionId, page, MATERIAL_PAGE_SIZE).then(
      (result) => live && setAssets({ status: 'ready', value: { items: result.items, total: result.totalItems } }),
      () => live && setAssets({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [collectionId, page, attempt]);

  if (assets.status !== 'ready') return <MaterialStatus status={assets.status} onRetry={() => setAttempt((n) => n + 1)} />;
  if (assets.value.items.length === 0) return <p className="designer-material-note">{MSG.designer.noAssets}</p>;
  return (
    <>
      <ul className={sticker ? 'designer-material-grid sticker' : 'designer-material-grid'}>
        {assets.value.items.map((asset) => (
          <li
            key={asset.id}
            className="designer-material"
            data-asset-id={asset.id}
            // A double click is one pick: its second click would lay the same asset exactly over the first.
            onClick={singleClick(() => onPick(asset))}
          >
            <img src={asset.thumbnailUrl ?? asset.url} alt="" loading="lazy" draggable={false} />
          </li>
        ))}
      </ul>
      {assets.value.total > MATERIAL_PAGE_SIZE && (
        <Pagination
          size="mini"
          simple
          current={page}
          pageSize={MATERIAL_PAGE_SIZE}
          total={assets.value.total}
          onChange={setPage}
        />
      )}
    </>
  );
}

/** Spec 2 §2, §8: 正在加载素材中... while loading, 素材加载失败 on failure, with a retry (no dead end). */
function MaterialStatus({ status, onRetry }: { status: 'loading' | 'failed'; onRetry: () => void }) {
  if (status === 'failed') return <LoadFailed inline text={MSG.designer.assetsFailed} onRetry={onRetry} className="designer-material-note failed" />;
  return (
    <div className="designer-material-note">
      <Spin size={16} /> {MSG.designer.loadingAssets}
    </div>
  );
}
