import { Alert, Button, Message, Space, Switch, Typography } from '@arco-design/web-react';
import { IconDelete, IconPlus, IconSettings } from '@arco-design/web-react/icon';
import { useCallback, useState } from 'react';
import type { Id, PhoneBrand, PhoneModel } from '../../../../contract/catalogue';
import { formatPrintSize } from '../../../../contract/printSize';
import { deleteModels, listModels, orderModel, updateModel } from '../../../api/models';
import { listPrintSizes } from '../../../api/printSizes';
import { isRecordGone } from '../../../api/client';
import { orderFromLinks } from '../../../lib/ordering';
import { MSG as COMMON } from '../../../messages';
import { MSG } from '../messages';
import { confirm } from '../../../ui/confirm';
import { SortableTable } from '../../../ui/SortableTable';
import { isSettled } from '../../../ui/useSortableList';
import { EmptyState } from '../../../ui/EmptyState';
import { listTableProps } from '../../../ui/ListLoad';
import { useLoad } from '../../../ui/useLoad';
import { BatchPrintSizeModal } from './BatchPrintSizeModal';
import { ModelFormModal } from './ModelFormModal';

/** Spec 1 §9: the model list shows 15 per page. */
export const MODEL_PAGE_SIZE = 15;

const NO_MODELS: PhoneModel[] = [];

export interface ModelListProps {
  brand: PhoneBrand;
  brands: readonly PhoneBrand[];
  /** Switches the brand tab, after a model was added under another brand than the one in view. */
  onShowBrand: (brandId: Id) => void;
  /** Reads the brands again, quietly: a save found a brand gone (deleted in another tab). */
  refreshBrands: () => Promise<void>;
}

/** One brand's models: count, add, edit, delete, batch delete, favorite and drag-sort (spec 1 §2). */
export function ModelList({ brand, brands, onShowBrand, refreshBrands }: ModelListProps) {
  const loaded = useLoad(({ skipErrorModal }) => listModels(brand.id, { skipErrorModal }).then(orderFromLinks), [brand.id]);
  // Apart from the models: an extension (api/printSizes.ts) whose failure must not take the spec's list away.
  const sizes = useLoad(({ skipErrorModal }) => listPrintSizes({ skipErrorModal }), []);
  const { reload: reloadModels, refresh: refreshModels } = loaded;
  const { reload: reloadSizes, refresh: refreshSizes } = sizes;
  const reload = useCallback(() => Promise.all([reloadModels(), reloadSizes()]).then(() => {}), [reloadModels, reloadSizes]);
  const refresh = useCallback(() => Promise.all([refreshModels(), refreshSizes()]).then(() => {}), [refreshModels, refreshSizes]);
  const [batchOpen, setBatchOpen] = useState(false);
  const [page, setPage] = useState(1);
  const [picked, setSelected] = useState<Id[]>([]);
  // A model deleted elsewhere drops out of the selection once the list is read again.
  const selected = loaded.data ? picked.filter((id) => loaded.data!.some((model) => model.id === id)) : picked;
  const [form, setForm] = useState<{ open: boolean; model: PhoneModel | null }>({ open: false, model: null });
  const table = listTableProps(
    loaded,
    NO_MODELS,
    <EmptyState
      text={MSG.catalogue.noModelsYet(brand.name)}
      actions={
        <Button type="primary" size="small" icon={<IconPlus />} onClick={() => setForm({ open: true, model: null })}>
          {MSG.catalogue.addModel}
        </Button>
      }
    />,
  );
  const models = table.data;
  const [toggling, setToggling] = useState<Id | null>(null);
  const order = useCallback((id: Id, next: Id | null) => orderModel(brand.id, id, next), [brand.id]);

  // After a delete the last page may be gone: show the new last one rather than an empty page.
  const current = Math.min(page, Math.max(1, Math.ceil(models.length / MODEL_PAGE_SIZE)));
  const openForm = (model: PhoneModel | null) => setForm({ open: true, model });
  /**
   * A model, or this brand, deleted in another tab (the error modal has said which): both lists are read again
   * quietly, so a brand gone takes its tab, and this list, away without a second modal.
   */
  const readAgainQuietly = () => {
    void refresh();
    void refreshBrands();
  };
  const closeForm = () => setForm((state) => ({ ...state, open: false }));

  async function remove(ids: Id[], content: string, success: string) {
    try {
      await confirm({ title: COMMON.common.confirmDeleteTitle, content });
      await deleteModels(brand.id, ids);
      Message.success(success);
      setSelected((keys) => keys.filter((key) => !ids.includes(key)));
      await reload();
    } catch (error) {
      // Cancelled (取消操作): nothing to do. Any other failure was shown by the API client's modal; a model
      // deleted elsewhere (the batch is all or nothing) leaves the list, and the selection, so 删除 again works.
      if (isRecordGone(error)) readAgainQuietly();
    }
  }

  function removeSelected() {
    // Spec 1 §5: a batch delete needs at least one model.
    if (selected.length === 0) return void Message.warning(MSG.catalogue.selectAtLeastOneModel);
    void remove(selected, MSG.catalogue.batchDeleteModelWarning(selected.length), MSG.catalogue.batchDeleted);
  }

  function openBatchPrintSize() {
    if (selected.length === 0) return void Message.warning(MSG.catalogue.selectAtLeastOneModel);
    setBatchOpen(true);
  }

  async function toggleFavorite(model: PhoneModel, favorited: boolean) {
    setToggling(model.id);
    try {
      // The flag alone: another tab's rename stays.
      await updateModel(brand.id, model.id, { favorited });
      Message.success(COMMON.common.updated);
      await reload();
    } catch (error) {
      // Shown by the API client's modal; the switch stays where the server has it, and a model gone leaves the list.
      if (isRecordGone(error)) readAgainQuietly();
    } finally {
      setToggling(null);
    }
  }

  const columns = [
    { title: MSG.catalogue.modelName, dataIndex: 'name' },
    {
      title: MSG.catalogue.printSize,
      key: 'printSize',
      width: 150,
      render: (_: unknown, model: PhoneModel) => {
        if (!sizes.data) return null;
        const size = sizes.data.sizes.get(model.id);
        return size ? formatPrintSize(size) : <Typography.Text type="secondary">{MSG.catalogue.printSizeUnset}</Typography.Text>;
      },
    },
    {
      title: MSG.catalogue.favorited,
      key: 'favorited',
      width: 120,
      render: (_: unknown, model: PhoneModel) => (
        <Switch
          size="small"
          aria-label={`${model.name} ${MSG.catalogue.favorited}`}
          checked={model.favorited}
          loading={toggling === model.id}
          onChange={(value) => void toggleFavorite(model, value)}
        />
      ),
    },
    {
      title: COMMON.common.operation,
      key: 'operation',
      width: 160,
      render: (_: unknown, model: PhoneModel) => (
        <Space size={4}>
          <Button type="text" size="small" onClick={() => openForm(model)}>
            {COMMON.common.edit}
          </Button>
          <Button
            type="text"
            size="small"
            status="danger"
            onClick={() => void remove([model.id], MSG.catalogue.deleteModelWarning(model.name), COMMON.common.deleted)}
          >
            {COMMON.common.delete}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <div className="model-list">
      <div className="screen-toolbar">
        <Button type="primary" icon={<IconPlus />} onClick={() => openForm(null)}>
          {MSG.catalogue.addModel}
        </Button>
        <Button icon={<IconDelete />} onClick={removeSelected}>
          {MSG.catalogue.batchDelete}
        </Button>
        <Button icon={<IconSettings />} onClick={openBatchPrintSize}>
          {MSG.catalogue.batchPrintSize}
        </Button>
        <span className="spacer" />
        {/* No count before the first load: 共 0 个型号 would be a wrong answer, not a pending one. */}
        {loaded.data && !loaded.error && (
          <Typography.Text type="secondary" className="model-count">
            {MSG.catalogue.modelCount(models.length)}
          </Typography.Text>
        )}
      </div>
      {sizes.data?.keptIn === 'browser' && <Alert className="print-size-note" type="info" content={MSG.catalogue.printSizesKeptInBrowser} />}
      {sizes.error !== null && !sizes.loading && (
        <Alert
          className="print-size-note"
          type="warning"
          content={MSG.catalogue.printSizesLoadFailed}
          action={
            <Button size="mini" type="text" onClick={() => void reloadSizes()}>
              {COMMON.listLoad.retry}
            </Button>
          }
        />
      )}
      <SortableTable<PhoneModel>
        rowKey="id"
        {...table}
        columns={columns}
        border={{ wrapper: true, cell: false }}
        rowSelection={{
          type: 'checkbox',
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(String)),
          // Keep a selection made on page 1 while the merchant picks more on page 2.
          checkCrossPage: true,
          preserveSelectedRowKeys: true,
        }}
        pagination={{ pageSize: MODEL_PAGE_SIZE, current, onChange: setPage, hideOnSinglePage: true }}
        pageOffset={(current - 1) * MODEL_PAGE_SIZE}
        sort={{ order, reload, current: () => listModels(brand.id).then(orderFromLinks), list: `models:${brand.id}`, ready: isSettled(loaded) }}
      />
      <ModelFormModal
        open={form.open}
        model={form.model}
        printSize={form.model ? sizes.data?.sizes.get(form.model.id) : undefined}
        brands={brands}
        defaultBrandId={brand.id}
        onClose={closeForm}
        onSaved={(brandId) => {
          closeForm();
          if (brandId === brand.id) void reload();
          else onShowBrand(brandId);
        }}
        // The model or its brand (the one in view, or the one picked in the form) is gone.
        onGone={() => {
          closeForm();
          readAgainQuietly();
        }}
      />
      <BatchPrintSizeModal
        open={batchOpen}
        modelIds={selected}
        onClose={() => setBatchOpen(false)}
        onSaved={() => {
          setBatchOpen(false);
          void reloadSizes();
        }}
        onGone={() => {
          setBatchOpen(false);
          readAgainQuietly();
        }}
      />
    </div>
  );
}
