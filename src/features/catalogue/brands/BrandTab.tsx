import { Button, Space } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { deleteBrand, listBrands, orderBrand } from '../../../api/brands';
import type { PhoneBrand } from '../../../../contract/catalogue';
import { orderFromLinks } from '../../../lib/ordering';
import { MSG as COMMON } from '../../../messages';
import { MSG } from '../messages';
import { confirmDelete } from '../../../ui/confirm';
import { SortableTable } from '../../../ui/SortableTable';
import { isSettled } from '../../../ui/useSortableList';
import { EmptyState } from '../../../ui/EmptyState';
import { listTableProps } from '../../../ui/ListLoad';
import { useLoad } from '../../../ui/useLoad';
import { lazyPart } from '../../../ui/lazyScreen';
import { MountOnceOpened } from '../../../ui/MountOnceOpened';

const NO_BRANDS: PhoneBrand[] = [];
// The first screen after signing in (spec 2 §2) shows the list; the form's code comes with its first opening.
const BrandFormModal = lazyPart(() => import('./BrandFormModal').then((module) => ({ default: module.BrandFormModal })));
const loadBrands = () => listBrands().then(orderFromLinks);

/** 品牌列表 (spec 1 §2): add, edit, delete and drag-sort the shop's phone brands. */
export function BrandTab() {
  const loaded = useLoad(loadBrands, []);
  const { reload } = loaded;
  const [form, setForm] = useState<{ open: boolean; brand: PhoneBrand | null }>({ open: false, brand: null });

  const openForm = (brand: PhoneBrand | null) => setForm({ open: true, brand });
  const table = listTableProps(
    loaded,
    NO_BRANDS,
    <EmptyState
      text={MSG.catalogue.noBrandsYet}
      actions={
        <Button type="primary" size="small" icon={<IconPlus />} onClick={() => openForm(null)}>
          {MSG.catalogue.addBrand}
        </Button>
      }
    />,
  );
  const closeForm = () => setForm((current) => ({ ...current, open: false }));
  const closeAndReload = () => {
    closeForm();
    void reload();
  };

  function remove(brand: PhoneBrand) {
    return confirmDelete(MSG.catalogue.deleteBrandWarning(brand.name), () => deleteBrand(brand.id), reload);
  }

  const columns = [
    { title: MSG.catalogue.brandName, dataIndex: 'name' },
    {
      title: COMMON.common.operation,
      key: 'operation',
      width: 160,
      render: (_: unknown, brand: PhoneBrand) => (
        <Space size={4}>
          <Button type="text" size="small" onClick={() => openForm(brand)}>
            {COMMON.common.edit}
          </Button>
          <Button type="text" size="small" status="danger" onClick={() => void remove(brand)}>
            {COMMON.common.delete}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <div className="brand-tab">
      <div className="screen-toolbar">
        <Button type="primary" icon={<IconPlus />} onClick={() => openForm(null)}>
          {MSG.catalogue.addBrand}
        </Button>
      </div>
      <SortableTable<PhoneBrand>
        rowKey="id"
        {...table}
        columns={columns}
        pagination={false}
        border={{ wrapper: true, cell: false }}
        sort={{ order: orderBrand, reload, current: loadBrands, list: 'brands', ready: isSettled(loaded) }}
      />
      <MountOnceOpened
        open={form.open}
        onFailed={() => {
          BrandFormModal.retry();
          closeForm();
        }}
      >
        <BrandFormModal
          open={form.open}
          brand={form.brand}
          onClose={closeForm}
          onSaved={closeAndReload}
          onGone={closeAndReload}
        />
      </MountOnceOpened>
    </div>
  );
}
