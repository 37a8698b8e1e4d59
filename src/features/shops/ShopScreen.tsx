import { Button, Table } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { listShops } from '../../api/shops';
import { type Shop } from '../../../contract/shops';
import { shopPlatform } from '../../../contract/shopPlatforms';
import { formatDateTime } from '../../lib/dateTime';
import { MSG as COMMON } from '../../messages';
import { MSG } from './messages';
import { EmptyState } from '../../ui/EmptyState';
import { listTableProps } from '../../ui/ListLoad';
import { useLoad } from '../../ui/useLoad';
import { MiniAppCard } from './MiniAppCard';
import { ShopFormModal } from './ShopFormModal';
import { useShopDelete } from './useShopDelete';
import './shops.css';

const NO_SHOPS: Shop[] = [];
const none = () => <span className="muted">{MSG.shops.none}</span>;

/** /app/setting (spec 3 §2): the mini app card, then the shops a seller runs with 添加店铺, 编辑 and 删除 (ours). */
export default function ShopScreen() {
  const loaded = useLoad(listShops, []);
  const { reload } = loaded;
  const table = listTableProps(loaded, NO_SHOPS);
  const [form, setForm] = useState<{ open: boolean; shop: Shop | null }>({ open: false, shop: null });

  const remove = useShopDelete(reload);

  const openForm = (shop: Shop | null) => setForm({ open: true, shop });
  const closeForm = () => setForm((current) => ({ ...current, open: false }));
  const closeAndReload = () => {
    closeForm();
    void reload();
  };

  const columns = [
    { title: MSG.shops.index, key: 'index', width: 56, render: (_: unknown, _shop: Shop, index: number) => index + 1 },
    {
      title: MSG.shops.platform,
      key: 'platform',
      width: 96,
      render: (_: unknown, shop: Shop) => shopPlatform(shop.type)?.label ?? MSG.shops.unknownPlatform(shop.type),
    },
    { title: MSG.shops.name, dataIndex: 'name', render: (name: string) => <span className="shop-name">{name}</span> },
    { title: MSG.shops.boundAt, key: 'boundAt', width: 150, render: (_: unknown, shop: Shop) => formatDateTime(shop.boundAt) },
    { title: MSG.shops.edition, key: 'edition', width: 90, render: none },
    { title: MSG.shops.expiresAt, key: 'expiresAt', width: 120, render: none },
    {
      title: COMMON.common.operation,
      key: 'operation',
      width: 104,
      render: (_: unknown, shop: Shop) => (
        <span className="shop-operations">
          <Button type="text" size="small" onClick={() => openForm(shop)}>
            {MSG.shops.edit}
          </Button>
          <Button type="text" size="small" status="danger" className="shop-delete" onClick={() => void remove.run(shop)}>
            {MSG.shops.delete}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className="shop-screen">
      <MiniAppCard />
      <div className="screen-card">
        <div className="screen-toolbar">
          <Button type="primary" icon={<IconPlus />} onClick={() => openForm(null)}>
            {MSG.shops.add}
          </Button>
        </div>
        <Table<Shop>
          rowKey="id"
          {...table}
          noDataElement={
            table.noDataElement ?? (
              <EmptyState
                text={MSG.shops.noShops}
                actions={
                  <Button type="primary" size="small" icon={<IconPlus />} onClick={() => openForm(null)}>
                    {MSG.shops.add}
                  </Button>
                }
              />
            )
          }
          columns={columns} pagination={false} border={{ wrapper: true, cell: false }} />
      </div>
      <ShopFormModal
        open={form.open}
        shop={form.shop}
        onClose={closeForm}
        onStale={() => void reload()}
        onSaved={closeAndReload}
        onGone={closeAndReload}
      />
    </div>
  );
}
