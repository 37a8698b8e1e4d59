import { Button, Empty, Message, Select, Table } from '@arco-design/web-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { Id } from '../../../contract/catalogue';
import {
  bindMaterial,
  bindMaterialColor,
  deleteMaterialBinding,
  deleteMaterialColorBinding,
  isStaleBinding,
  listFactories,
  listFactoryMaterials,
  listMaterialBindings,
  listMaterialColorBindings,
  staleBindingHandled,
} from '../../api/erp';
import { describeError } from '../../api/errorCatalogue';
import { listMaterials } from '../../api/materials';
import { MSG as COMMON } from '../../messages';
import { MSG } from './messages';
import { confirm } from '../../ui/confirm';
import { LoadFailed } from '../../ui/ListLoad';
import { useLoad } from '../../ui/useLoad';
import { FactorySelect } from './FactorySelect';
import { factoryItemLabel, materialBindingRows, type BindingRow, type ColorRow, type MaterialRow } from './materialBindingRows';

const T = MSG.integrations;

/** case_material_binding (spec 3 §2): factory materials and colours bound to the product's. */
export function MaterialBindingTab({ onBindingsChanged }: { onBindingsChanged: () => void }) {
  const factories = useLoad(() => listFactories(), []);
  const [factoryId, setFactoryId] = useState<Id | null>(null);

  if (factories.error) return <LoadFailed onRetry={factories.reload} retrying={factories.loading} />;
  if (!factories.data) return <div className="load-pending" style={{ height: 160 }} />;
  if (factories.data.length === 0) return <Empty className="material-binding-tab" description={T.noFactories} />;
  return (
    <div className="material-binding-tab">
      <div className="screen-toolbar">
        <span>{T.factory}</span>
        <FactorySelect factories={factories.data} value={factoryId} onChange={setFactoryId} />
      </div>
      {factoryId ? <FactoryMaterialBindings key={factoryId} factoryId={factoryId} onBindingsChanged={onBindingsChanged} /> : null}
    </div>
  );
}

function FactoryMaterialBindings({ factoryId, onBindingsChanged }: { factoryId: Id; onBindingsChanged: () => void }) {
  const catalogue = useLoad(() => Promise.all([listMaterials(), listFactoryMaterials(factoryId)]), [factoryId]);
  const bindings = useLoad(() => Promise.all([listMaterialBindings(factoryId), listMaterialColorBindings(factoryId)]), [factoryId]);
  const rows = useMemo(
    () => (catalogue.data && bindings.data ? materialBindingRows(catalogue.data[0], catalogue.data[1], bindings.data[0], bindings.data[1]) : null),
    [catalogue.data, bindings.data],
  );

  // One write per row at a time: a second pick or a double click on 删除 while the first runs does nothing.
  const busyRows = useRef(new Set<string>());
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const { reload } = bindings;
  const write = useCallback(
    async (row: BindingRow, call: () => Promise<unknown>, done: string) => {
      if (busyRows.current.has(row.key)) return;
      busyRows.current.add(row.key);
      setBusy(new Set(busyRows.current));
      try {
        try {
          await call();
        } catch (error) {
          // Bound or deleted elsewhere meanwhile: say so and show what is bound now. Any other failure the
          // API client has shown; the row still shows the server's binding.
          if (isStaleBinding(error)) {
            Message.warning(describeError(error));
            await reload();
          }
          return;
        }
        Message.success(done);
        onBindingsChanged();
        await reload();
      } finally {
        busyRows.current.delete(row.key);
        setBusy(new Set(busyRows.current));
      }
    },
    [onBindingsChanged, reload],
  );

  const bindMaterialRow = (row: MaterialRow, erpMaterialId: Id) => {
    const chosen = row.options.find((option) => option.id === erpMaterialId);
    if (!chosen || chosen.id === row.binding?.erpMaterialId) return;
    // Another factory material has other colours: the colours bound under this one go with the change.
    const boundColors = rows?.filter((other) => other.kind === 'color' && other.material.id === row.material.id && other.binding).length ?? 0;
    void write(
      row,
      async () => {
        if (row.binding && boundColors > 0) {
          await confirm({ title: T.changeMaterialBinding, content: T.confirmChangeMaterialBinding(row.material.name, chosen.name, boundColors) });
        }
        await bindMaterial(
          { factoryId, materialId: row.material.id, erpMaterialId: chosen.id, erpMaterialCode: chosen.code, baseErpMaterialId: row.binding?.erpMaterialId ?? null },
          staleBindingHandled,
        );
      },
      row.binding ? T.changed : T.bound,
    );
  };
  const bindColorRow = (row: ColorRow, erpColorId: Id) => {
    const chosen = row.options.find((option) => option.id === erpColorId);
    if (!chosen || chosen.id === row.binding?.erpMaterialColorId) return;
    void write(
      row,
      () =>
        bindMaterialColor(
          {
            factoryId,
            materialColorId: row.color.id,
            erpMaterialColorId: chosen.id,
            erpMaterialColorCode: chosen.code,
            baseErpMaterialColorId: row.binding?.erpMaterialColorId ?? null,
          },
          staleBindingHandled,
        ),
      row.binding ? T.changed : T.bound,
    );
  };
  const deleteRow = (row: BindingRow) => {
    const question =
      row.kind === 'material' ? T.confirmDeleteMaterialBinding(row.material.name) : T.confirmDeleteColorBinding(`${row.material.name} / ${row.color.name}`);
    void write(
      row,
      async () => {
        await confirm({ title: T.deleteBinding, content: question });
        await (row.kind === 'material'
          ? deleteMaterialBinding(factoryId, row.material.id, staleBindingHandled)
          : deleteMaterialColorBinding(factoryId, row.color.id, staleBindingHandled));
      },
      T.deleted,
    );
  };

  if (catalogue.error || bindings.error) {
    return (
      <LoadFailed
        onRetry={() => Promise.all([catalogue.error ? catalogue.reload() : null, bindings.error ? bindings.reload() : null])}
        retrying={catalogue.loading || bindings.loading}
      />
    );
  }
  if (!rows) return <div className="load-pending" style={{ height: 160 }} />;
  if (rows.length === 0) return <Empty description={T.noProductMaterials} />;

  const columns = [
    {
      title: T.productMaterial,
      key: 'product',
      render: (_: unknown, row: BindingRow) =>
        row.kind === 'material' ? (
          <span className="binding-material-name">{row.material.name}</span>
        ) : (
          <span className="binding-color-name">
            {row.color.defaultBackgroundColor ? <span className="color-swatch" style={{ background: row.color.defaultBackgroundColor }} /> : null}
            {row.color.name}
          </span>
        ),
    },
    {
      title: T.factoryMaterial,
      key: 'factory',
      width: '48%',
      render: (_: unknown, row: BindingRow) => <BindingPicker row={row} busy={busy.has(row.key)} onMaterial={bindMaterialRow} onColor={bindColorRow} />,
    },
    {
      title: COMMON.common.operation,
      key: 'operation',
      width: 100,
      render: (_: unknown, row: BindingRow) =>
        row.binding ? (
          <Button type="text" status="danger" size="small" disabled={busy.has(row.key)} onClick={() => deleteRow(row)}>
            {T.deleteBinding}
          </Button>
        ) : null,
    },
  ];

  return (
    <Table<BindingRow>
      rowKey="key"
      className="material-binding-table"
      data={rows}
      columns={columns}
      pagination={false}
      rowClassName={(row) => `binding-row-${row.kind}`}
      border={{ wrapper: true, cell: false }}
    />
  );
}

function BindingPicker({
  row,
  busy,
  onMaterial,
  onColor,
}: {
  row: BindingRow;
  busy: boolean;
  onMaterial: (row: MaterialRow, id: Id) => void;
  onColor: (row: ColorRow, id: Id) => void;
}) {
  if (row.kind === 'material') {
    const missing = row.binding && !row.bound ? [{ label: T.unknownFactoryItem(row.binding.erpMaterialCode), value: row.binding.erpMaterialId }] : [];
    return (
      <Select
        className="binding-select"
        aria-label={`${row.material.name} ${T.pickFactoryMaterial}`}
        placeholder={T.pickFactoryMaterial}
        showSearch
        loading={busy}
        disabled={busy}
        value={row.binding?.erpMaterialId}
        options={[...missing, ...row.options.map((option) => ({ label: factoryItemLabel(option), value: option.id }))]}
        onChange={(id: Id) => onMaterial(row, id)}
      />
    );
  }
  if (!row.materialBound) {
    return (
      <Select
        className="binding-select"
        aria-label={`${row.material.name} ${row.color.name} ${T.pickFactoryColor}`}
        placeholder={T.bindMaterialFirst}
        disabled
      />
    );
  }
  const missing = row.binding && !row.bound ? [{ label: T.unknownFactoryItem(row.binding.erpMaterialColorCode), value: row.binding.erpMaterialColorId }] : [];
  return (
    <div className="binding-picker">
      <Select
        className="binding-select"
        aria-label={`${row.material.name} ${row.color.name} ${T.pickFactoryColor}`}
        placeholder={T.pickFactoryColor}
        showSearch
        loading={busy}
        disabled={busy}
        status={row.stale ? 'error' : undefined}
        value={row.binding?.erpMaterialColorId}
        options={[...missing, ...row.options.map((option) => ({ label: factoryItemLabel(option), value: option.id }))]}
        onChange={(id: Id) => onColor(row, id)}
      />
      {row.stale ? <div className="binding-hint error">{T.staleColorBinding}</div> : null}
    </div>
  );
}
