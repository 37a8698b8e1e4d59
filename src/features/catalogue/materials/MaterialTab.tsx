import { Button, Message, Space, Switch, type TableColumnProps } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import type { PhoneCaseMaterial } from '../../../../contract/catalogue';
import { deleteMaterial, listMaterials, orderMaterial, storedMaterial, updateMaterial } from '../../../api/materials';
import { isRecordGone } from '../../../api/client';
import { orderFromLinks } from '../../../lib/ordering';
import { MSG as COMMON } from '../../../messages';
import { MSG } from '../messages';
import { confirmDelete } from '../../../ui/confirm';
import { SortableTable } from '../../../ui/SortableTable';
import { isSettled } from '../../../ui/useSortableList';
import { EmptyState } from '../../../ui/EmptyState';
import { listTableProps } from '../../../ui/ListLoad';
import { useLoad } from '../../../ui/useLoad';
import { ColorModal } from './ColorModal';
import { MaterialColorChips } from './MaterialColorChips';
import { MaterialFormModal } from './MaterialFormModal';
import { isRefusal } from '../formFailures';

const NO_MATERIALS: PhoneCaseMaterial[] = [];
// Materials and each material's colours are linked lists by `next` (spec 1 §3): show them in that order.
const loadMaterials = () =>
  listMaterials().then((materials) => orderFromLinks(materials).map((material) => ({ ...material, colors: orderFromLinks(material.colors) })));

/** 手机壳材质 (spec 1 §2): materials with their needBackground switch and a colour-management modal. */
export function MaterialTab() {
  const loaded = useLoad(loadMaterials, []);
  const { loading, reload } = loaded;
  // Modals keep their last subject while closing, so the title does not flip during the fade-out.
  const [form, setForm] = useState<{ open: boolean; material?: PhoneCaseMaterial }>({ open: false });
  const closeForm = () => setForm((current) => ({ ...current, open: false }));
  const closeAndReload = () => {
    closeForm();
    void reload();
  };
  const table = listTableProps(
    loaded,
    NO_MATERIALS,
    <EmptyState
      text={MSG.catalogue.noMaterialsYet}
      actions={
        <Button type="primary" size="small" icon={<IconPlus />} onClick={() => setForm({ open: true })}>
          {MSG.catalogue.addMaterial}
        </Button>
      }
    />,
  );
  const data = table.data;
  const [colors, setColors] = useState<{ open: boolean; materialId?: string }>({ open: false });
  const colorsOf = data.find((material) => material.id === colors.materialId);
  const [switching, setSwitching] = useState<string | null>(null);

  async function setNeedBackground(material: PhoneCaseMaterial, needBackground: boolean) {
    setSwitching(material.id);
    try {
      // Checked against the colours as stored now: another tab may have changed them. Only the switch is sent.
      const stored = (await storedMaterial(material.id)) ?? material;
      // Spec 1 §4: once a material needs a background, each of its colours must have one.
      const missing = needBackground ? stored.colors.filter((color) => !color.defaultBackgroundColor) : [];
      if (missing.length > 0) {
        Message.error(MSG.catalogue.backgroundColorMissing(missing.map((color) => color.name)));
        // The list shows the colours the message names.
        void reload();
        return;
      }
      await updateMaterial(material.id, { needBackground }, { callerHandles: (status) => status === 400 });
      Message.success(COMMON.common.updated);
      await reload();
    } catch (error) {
      // The dev API's own check of the colours (a colour added without a background since they were read).
      if (isRefusal(error)) Message.error(error.message);
      // Shown by the API client; the switch is controlled, so it keeps the saved value. A material gone leaves the list.
      if (isRecordGone(error) || isRefusal(error)) void reload();
    } finally {
      setSwitching(null);
    }
  }

  function remove(material: PhoneCaseMaterial) {
    return confirmDelete(MSG.catalogue.deleteMaterialWarning(material.name), () => deleteMaterial(material.id), reload);
  }

  const columns: TableColumnProps<PhoneCaseMaterial>[] = [
    { title: MSG.catalogue.materialName, dataIndex: 'name', width: 200 },
    {
      title: MSG.catalogue.needBackground,
      width: 120,
      render: (_, material) => (
        <Switch
          size="small"
          checked={material.needBackground}
          loading={switching === material.id}
          aria-label={`${MSG.catalogue.needBackground} ${material.name}`}
          onChange={(checked) => void setNeedBackground(material, checked)}
        />
      ),
    },
    { title: MSG.catalogue.colors, render: (_, material) => <MaterialColorChips colors={material.colors} /> },
    {
      title: COMMON.common.operation,
      width: 220,
      render: (_, material) => (
        <Space size={4}>
          <Button type="text" size="small" onClick={() => setColors({ open: true, materialId: material.id })}>
            {MSG.catalogue.manageColors}
          </Button>
          <Button type="text" size="small" onClick={() => setForm({ open: true, material })}>
            {COMMON.common.edit}
          </Button>
          <Button type="text" size="small" status="danger" onClick={() => void remove(material)}>
            {COMMON.common.delete}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <div className="material-tab">
      <div className="screen-toolbar">
        <Button type="primary" icon={<IconPlus />} onClick={() => setForm({ open: true })}>
          {MSG.catalogue.addMaterial}
        </Button>
      </div>
      <SortableTable<PhoneCaseMaterial>
        rowKey="id"
        {...table}
        columns={columns}
        pagination={false}
        border={{ wrapper: true, cell: false }}
        sort={{ order: orderMaterial, reload, current: loadMaterials, list: 'materials', ready: isSettled(loaded) }}
      />
      <MaterialFormModal
        visible={form.open}
        material={form.material}
        onClose={closeForm}
        onSaved={closeAndReload}
        onGone={closeAndReload}
      />
      <ColorModal
        // Its material deleted in another tab (gone from the list once read again): nothing left to manage.
        visible={colors.open && (colorsOf !== undefined || loading)}
        material={colorsOf}
        loading={loading}
        onClose={() => setColors((current) => ({ ...current, open: false }))}
        reload={reload}
      />
    </div>
  );
}
