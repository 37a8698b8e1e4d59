import { Button, Message, Modal, Space, Switch, type TableColumnProps } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useCallback, useState } from 'react';
import type { MaterialColor, PhoneCaseMaterial } from '../../../../contract/catalogue';
import { deleteColor, listMaterials, orderColor, updateColor } from '../../../api/materials';
import { orderFromLinks } from '../../../lib/ordering';
import { isRecordGone } from '../../../api/client';
import { MSG as COMMON } from '../../../messages';
import { MSG } from '../messages';
import { confirm, confirmDelete } from '../../../ui/confirm';
import { EmptyState } from '../../../ui/EmptyState';
import { SortableTable } from '../../../ui/SortableTable';
import { ColorFormModal } from './ColorFormModal';
import { isRefusal } from '../formFailures';

export interface ColorModalProps {
  visible: boolean;
  /** Read from the material list, so every reload of that list refreshes the colours shown here too. */
  material: PhoneCaseMaterial | undefined;
  loading: boolean;
  onClose: () => void;
  reload: () => Promise<void>;
}

/** A material's default background colour: a swatch and its hex, or a dash when it has none. */
function BackgroundCell({ hex }: { hex: string | null }) {
  if (!hex) return <span className="color-none">—</span>;
  return (
    <span className="color-swatch-cell">
      <span className="color-swatch" style={{ background: hex }} />
      {hex}
    </span>
  );
}

/** 颜色管理 for one material (spec 1 §2): add, edit, delete, enable switch, drag-sort. */
export function ColorModal({ visible, material, loading, onClose, reload }: ColorModalProps) {
  const [form, setForm] = useState<{ open: boolean; color?: MaterialColor }>({ open: false });
  const closeForm = () => setForm((current) => ({ ...current, open: false }));
  const closeAndReload = () => {
    closeForm();
    void reload();
  };
  const [switching, setSwitching] = useState<string | null>(null);
  const materialId = material?.id ?? '';
  const colors = material?.colors ?? [];

  const order = useCallback((id: string, next: string | null) => orderColor(materialId, id, next), [materialId]);

  async function setEnabled(color: MaterialColor, enabled: boolean) {
    try {
      // Spec 1 §4: disabling hides the colour's wireframes from buyers, so it asks first; enabling does not.
      if (!enabled) await confirm({ title: MSG.catalogue.disableColorTitle, content: MSG.catalogue.disableColorWarning });
      setSwitching(color.id);
      // Only the switch: what another tab saved of the colour's name or background since stays.
      await updateColor(materialId, color.id, { enabled }, { callerHandles: (status) => status === 400 });
      Message.success(COMMON.common.updated);
      await reload();
    } catch (error) {
      // Spec 1 §5: switched on without the background its material needs (the dev API says 背景色设置必填).
      if (isRefusal(error)) Message.error(error.message);
      // Cancelled (the switch is controlled, so it stays on), or already shown by the API client; a colour gone leaves the list.
      if (isRecordGone(error) || isRefusal(error)) void reload();
    } finally {
      setSwitching(null);
    }
  }

  function remove(color: MaterialColor) {
    return confirmDelete(MSG.catalogue.deleteColorWarning(color.name), () => deleteColor(materialId, color.id), reload);
  }

  const columns: TableColumnProps<MaterialColor>[] = [
    { title: MSG.catalogue.colorName, dataIndex: 'name' },
    { title: MSG.catalogue.backgroundColor, render: (_, color) => <BackgroundCell hex={color.defaultBackgroundColor} />, width: 160 },
    {
      title: MSG.catalogue.enabled,
      width: 90,
      render: (_, color) => (
        <Switch
          size="small"
          checked={color.enabled}
          loading={switching === color.id}
          aria-label={`${MSG.catalogue.enabled} ${color.name}`}
          onChange={(checked) => void setEnabled(color, checked)}
        />
      ),
    },
    {
      title: COMMON.common.operation,
      width: 130,
      render: (_, color) => (
        <Space size={4}>
          <Button type="text" size="small" onClick={() => setForm({ open: true, color })}>
            {COMMON.common.edit}
          </Button>
          <Button type="text" size="small" status="danger" onClick={() => void remove(color)}>
            {COMMON.common.delete}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Modal
      title={material ? MSG.catalogue.colorsOf(material.name) : ''}
      visible={visible}
      onCancel={onClose}
      // A double click on 管理颜色 would close it again on the mask.
      maskClosable={false}
      footer={null}
      className="color-modal"
      style={{ width: 720 }}
    >
      <div className="screen-toolbar">
        <Button type="primary" icon={<IconPlus />} onClick={() => setForm({ open: true })}>
          {MSG.catalogue.addColor}
        </Button>
      </div>
      <SortableTable<MaterialColor>
        rowKey="id"
        size="small"
        data={colors}
        columns={columns}
        loading={loading}
        pagination={false}
        border={{ wrapper: true, cell: false }}
        // A material without colours offers the button that adds one where it says so (no bare 暂无数据);
        // nothing while the list loads.
        noDataElement={
          loading || !material ? (
            <div style={{ height: 120 }} />
          ) : (
            <EmptyState
              text={MSG.catalogue.noColorsYet(material.name)}
              actions={
                <Button type="primary" size="small" icon={<IconPlus />} onClick={() => setForm({ open: true })}>
                  {MSG.catalogue.addColor}
                </Button>
              }
            />
          )
        }
        // The material list's answer, shown: an interrupted sort of these colours is taken up when the modal opens.
        sort={{ order, reload, current: () => colorsNow(materialId), list: `colors:${materialId}`, ready: visible && Boolean(material) && !loading }}
      />
      {material ? (
        <ColorFormModal
          visible={form.open}
          material={material}
          color={form.color}
          onClose={closeForm}
          onSaved={closeAndReload}
          onGone={closeAndReload}
          reload={() => void reload()}
        />
      ) : null}
    </Modal>
  );
}

/** A material's colours as the server has them now, in order (a sort checks them before it is sent). */
const colorsNow = (materialId: string) => listMaterials().then((materials) => orderFromLinks(materials.find((material) => material.id === materialId)?.colors ?? []));
