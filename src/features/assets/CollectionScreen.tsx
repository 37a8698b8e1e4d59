import { Button, Space } from '@arco-design/web-react';
import { IconLeft, IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { Redirect, useLocation, useParams } from 'wouter';
import { deleteCollection, listCollections, orderCollection } from '../../api/designAssets';
import { ASSET_TYPE, type AssetRouteType, type DesignAssetCollection } from '../../../contract/library';
import { orderFromLinks } from '../../lib/ordering';
import { MSG as COMMON } from '../../messages';
import { MSG } from './messages';
import { confirmDelete } from '../../ui/confirm';
import { SortableTable } from '../../ui/SortableTable';
import { isSettled } from '../../ui/useSortableList';
import { listTableProps } from '../../ui/ListLoad';
import { useLoad } from '../../ui/useLoad';
import { ASSET_TABS, assetsPath, collectionsPath, isAssetRouteType } from './assetTypes';
import { CollectionFormModal } from './CollectionFormModal';
import './assets.css';

const NO_COLLECTIONS: DesignAssetCollection[] = [];

/** /app/design_assets/{type}/collection — 分组管理 of one library (spec 1 §2): add, rename, drag-sort, delete. */
export default function CollectionScreen() {
  const { type } = useParams<{ type?: string }>();
  if (!isAssetRouteType(type)) return <Redirect to={collectionsPath(ASSET_TABS[0]!.key)} replace />;
  return <CollectionManager key={type} routeType={type} />;
}

function CollectionManager({ routeType }: { routeType: AssetRouteType }) {
  const type = ASSET_TYPE[routeType];
  const [, navigate] = useLocation();
  const loaded = useLoad(() => listCollections(type).then(orderFromLinks), [type]);
  const { reload } = loaded;
  const table = listTableProps(loaded, NO_COLLECTIONS);
  const [form, setForm] = useState<{ open: boolean; collection: DesignAssetCollection | null }>({ open: false, collection: null });
  const library = ASSET_TABS.find((tab) => tab.key === routeType)!;

  const openForm = (collection: DesignAssetCollection | null) => setForm({ open: true, collection });
  const closeForm = () => setForm((current) => ({ ...current, open: false }));
  const closeAndReload = () => {
    closeForm();
    void reload();
  };

  function remove(collection: DesignAssetCollection) {
    return confirmDelete(MSG.assets.deleteCollectionWarning(collection.name), () => deleteCollection(collection.id), reload);
  }

  const columns = [
    { title: MSG.assets.collectionName, dataIndex: 'name' },
    {
      title: COMMON.common.operation,
      key: 'operation',
      width: 200,
      render: (_: unknown, collection: DesignAssetCollection) => (
        <Space size={4}>
          <Button type="text" size="small" onClick={() => openForm(collection)}>
            {MSG.assets.rename}
          </Button>
          <Button type="text" size="small" status="danger" onClick={() => void remove(collection)}>
            {COMMON.common.delete}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <div className="screen-card collection-screen">
      <div className="collection-header">
        <Button icon={<IconLeft />} onClick={() => navigate(assetsPath(routeType))}>
          {MSG.assets.back}
        </Button>
        <h3 className="collection-title">{MSG.assets.collectionsOf(library.title)}</h3>
      </div>
      <div className="screen-toolbar">
        <Button type="primary" icon={<IconPlus />} onClick={() => openForm(null)}>
          {MSG.assets.addCollection}
        </Button>
      </div>
      <SortableTable<DesignAssetCollection>
        rowKey="id"
        {...table}
        columns={columns}
        pagination={false}
        border={{ wrapper: true, cell: false }}
        sort={{ order: orderCollection, reload, current: () => listCollections(type).then(orderFromLinks), list: `collections:${type}`, ready: isSettled(loaded) }}
      />
      <CollectionFormModal
        type={type}
        open={form.open}
        collection={form.collection}
        onClose={closeForm}
        onSaved={closeAndReload}
        onGone={closeAndReload}
      />
    </div>
  );
}
