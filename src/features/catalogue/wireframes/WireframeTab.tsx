import { Button, Message, Select, Space, Table, Tabs, Tag } from '@arco-design/web-react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { formatPrintArea } from '../../../lib/printArea';
import { MSG as COMMON } from '../../../messages';
import { MSG } from '../messages';
import { BRAND_LIST_PATH, MODEL_LIST_PATH } from '../../../lib/screenPaths';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadFailed } from '../../../ui/ListLoad';
import { useQueryState } from '../../../ui/useQueryState';
import { BatchPrintAreaModal } from './BatchPrintAreaModal';
import { SkuShelfSwitch } from './SkuShelfSwitch';
import { useShelfBatch } from './useShelfBatch';
import { useWireframeScreen } from './useWireframeScreen';
import { WireframeFormModal } from './WireframeFormModal';
import { WireframeImportWizard } from './import/WireframeImportWizard';
import { buildWireframeRows, type WireframeRow } from './wireframeRows';
import { WireframeThumb } from './WireframeThumb';
import { singleClick } from '../../../ui/singleClick';

const PAGE_SIZES = [5, 10, 20, 30];

/** 手机壳线框图: per model, one row per material colour with its wireframe, print area and shelf state. */
export function WireframeTab() {
  const [, navigate] = useLocation();
  const [brandParam, setBrandParam] = useQueryState('brand');
  const [modelParam, setModelParam] = useQueryState('model');
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!);
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<WireframeRow | null>(null);
  const [batchPrintArea, setBatchPrintArea] = useState<WireframeRow[] | null>(null);
  const [importing, setImporting] = useState(false);

  const screen = useWireframeScreen(brandParam, modelParam);
  const brandId = screen.brandId;
  const model = screen.models.find((item) => item.id === screen.modelId) ?? null;

  useEffect(() => {
    if (brandId && brandId !== brandParam) setBrandParam(brandId);
  }, [brandId, brandParam, setBrandParam]);
  useEffect(() => {
    if (screen.modelsLoaded && !model && screen.models[0]) setModelParam(screen.models[0].id);
  }, [screen.modelsLoaded, screen.models, model, setModelParam]);

  const rows = useMemo(
    () => (model && screen.rowsReady ? buildWireframeRows(model, screen.materials, screen.skus, screen.wireframes) : []),
    [model, screen.rowsReady, screen.materials, screen.skus, screen.wireframes],
  );
  const selectedRows = rows.filter((row) => selected.includes(row.key));
  const shelf = useShelfBatch(() => void screen.reloadAfterWrite());

  function openBatchPrintArea() {
    const withWireframe = selectedRows.filter((row) => row.wireframe);
    if (withWireframe.length === 0) Message.warning(MSG.catalogue.selectWithWireframe);
    else setBatchPrintArea(withWireframe);
  }

  return (
    <div className="wireframe-tab">
      <Tabs
        type="card-gutter"
        activeTab={brandId ?? undefined}
        onChange={(key) => {
          setSelected([]);
          setModelParam(null);
          setBrandParam(key);
        }}
      >
        {screen.brands.map((brand) => (
          <Tabs.TabPane key={brand.id} title={brand.name} />
        ))}
      </Tabs>
      <div className="screen-toolbar">
        <Select
          showSearch
          placeholder={MSG.catalogue.chooseModel}
          style={{ width: 260 }}
          value={model?.id}
          onChange={(id: string) => {
            setSelected([]);
            setModelParam(id);
          }}
          filterOption={(input, option) =>
            String((option as { props?: { children?: unknown } }).props?.children ?? '')
              .toLowerCase()
              .includes(input.toLowerCase())
          }
          notFoundContent={MSG.catalogue.noModels}
        >
          {screen.models.map((item) => (
            <Select.Option key={item.id} value={item.id}>
              {item.name}
            </Select.Option>
          ))}
        </Select>
        <span className="spacer" />
        <Space wrap>
          <Button onClick={singleClick(() => void shelf.run(selectedRows, true))} loading={Boolean(shelf.progress)}>
            {MSG.catalogue.batchOnShelf}
          </Button>
          <Button onClick={singleClick(() => void shelf.run(selectedRows, false))} loading={Boolean(shelf.progress)}>
            {MSG.catalogue.batchOffShelf}
          </Button>
          <Button onClick={openBatchPrintArea}>{MSG.catalogue.batchPrintArea}</Button>
          <Button type="primary" onClick={() => setImporting(true)}>
            {MSG.catalogue.importWireframes}
          </Button>
        </Space>
      </div>
      {shelf.progress && (
        <div className="batch-progress" role="status">
          {COMMON.common.batchProgress(shelf.progress.done, shelf.progress.total)}
        </div>
      )}
      {screen.failed ? (
        <LoadFailed onRetry={screen.retry} retrying={screen.loading} />
      ) : !model && !screen.loading ? (
        <EmptyState
          text={screen.noBrands ? MSG.catalogue.noBrands : MSG.catalogue.noModels}
          actions={
            // Wireframes belong to a model of a brand: the button opens the list where the missing one is added.
            <Button type="primary" size="small" onClick={() => navigate(screen.noBrands ? BRAND_LIST_PATH : MODEL_LIST_PATH)}>
              {screen.noBrands ? MSG.catalogue.addBrand : MSG.catalogue.addModel}
            </Button>
          }
        />
      ) : (
        <Table<WireframeRow>
          rowKey="key"
          loading={screen.loading}
          data={rows}
          // Under the spinner of a first load, a blank of the table's height: 暂无数据 would be premature.
          noDataElement={screen.rowsReady ? undefined : <div style={{ height: 120 }} />}
          rowSelection={{ type: 'checkbox', selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
          pagination={{
            pageSize,
            sizeOptions: PAGE_SIZES,
            sizeCanChange: true,
            showTotal: true,
            onPageSizeChange: setPageSize,
          }}
          columns={[
            { title: MSG.catalogue.material, render: (_: unknown, row) => row.material.name },
            {
              title: MSG.catalogue.color,
              render: (_: unknown, row) => (
                <Space>
                  {row.color.name}
                  {!row.color.enabled && <Tag size="small">{MSG.catalogue.disabledColor}</Tag>}
                </Space>
              ),
            },
            {
              title: MSG.catalogue.wireframe,
              render: (_: unknown, row) => (
                <Space>
                  {row.wireframe ? <WireframeThumb wireframe={row.wireframe} /> : <span className="muted">{MSG.catalogue.noWireframe}</span>}
                  <Button size="mini" type="text" onClick={() => setEditing(row)}>
                    {row.wireframe ? MSG.catalogue.editWireframe : MSG.catalogue.uploadWireframe}
                  </Button>
                </Space>
              ),
            },
            { title: MSG.catalogue.printArea, render: (_: unknown, row) => formatPrintArea(row.wireframe?.printArea ?? null) },
            {
              title: MSG.catalogue.shelfState,
              render: (_: unknown, row) => <SkuShelfSwitch row={row} onChanged={() => void screen.reloadAfterWrite()} />,
            },
          ]}
        />
      )}
      {editing && (
        <WireframeFormModal
          row={editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void screen.reloadAfterWrite();
          }}
        />
      )}
      {batchPrintArea && (
        <BatchPrintAreaModal
          rows={batchPrintArea}
          onClose={(saved) => {
            setBatchPrintArea(null);
            if (saved) void screen.reloadAfterWrite();
          }}
        />
      )}
      <WireframeImportWizard
        visible={importing}
        onClose={(imported) => {
          setImporting(false);
          if (imported) {
            void screen.reloadCatalogue();
            void screen.reloadRows();
          }
        }}
      />
    </div>
  );
}
