import { Button, Switch, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import type { FontColor } from '../../api/libraryTypes';
import { deleteFontColor, listFontColors, orderFontColor, setFontColorEnabled } from '../../api/shopFonts';
import { orderFromLinks } from '../../lib/ordering';
import { MSG } from '../../messages';
import { SortableTable } from '../../ui/SortableTable';
import { useLoad } from '../../ui/useLoad';
import { useSortSave } from '../../ui/useSortSave';
import { TextColorFormModal } from './TextColorFormModal';
import { LibraryToolbar } from './LibraryToolbar';
import { useLibraryActions } from './useLibraryActions';

const NO_COLORS: FontColor[] = [];
// Colours are a linked list by `next` (spec 2 §4 drag-sort): show them in that order.
const loadColors = () => listFontColors().then(orderFromLinks);

const COLOR_TEXTS = {
  confirmDelete: MSG.fonts.confirmDeleteColor,
  confirmBatchDelete: MSG.fonts.confirmBatchDeleteColors,
  selectAtLeastOne: MSG.fonts.selectAtLeastOneColor,
};

/** 文字颜色 (spec 2 §2): the shop's text colours for the designer, with switches, batches and drag-sort. */
export function ColorTab() {
  const { data = NO_COLORS, loading, reload } = useLoad(loadColors, []);
  const [adding, setAdding] = useState(false);
  const onMove = useSortSave({ items: data, order: orderFontColor, reload });
  const actions = useLibraryActions({
    items: data,
    setEnabled: setFontColorEnabled,
    remove: deleteFontColor,
    reload,
    texts: COLOR_TEXTS,
  });

  const columns: TableColumnProps<FontColor>[] = [
    {
      title: MSG.fonts.color,
      render: (_, color) => (
        <span className="color-swatch-cell text-color-cell">
          <span className="color-swatch text-color-swatch" style={{ background: color.hexCode }} />
          {color.hexCode}
        </span>
      ),
    },
    {
      title: MSG.fonts.enabled,
      width: 120,
      render: (_, color) => (
        <Switch
          size="small"
          checked={color.enabled}
          loading={actions.switching === color.id}
          aria-label={`${MSG.fonts.enabled} ${color.hexCode}`}
          onChange={(checked) => void actions.toggle(color, checked)}
        />
      ),
    },
    {
      title: MSG.common.operation,
      width: 120,
      render: (_, color) => (
        <Button type="text" size="small" status="danger" onClick={() => void actions.removeOne(color)}>
          {MSG.common.delete}
        </Button>
      ),
    },
  ];

  return (
    <div className="text-color-tab">
      <LibraryToolbar
        addLabel={MSG.fonts.addColor}
        onAdd={() => setAdding(true)}
        progress={actions.progress}
        onBatchEnable={() => void actions.batchSetEnabled(true)}
        onBatchDisable={() => void actions.batchSetEnabled(false)}
        onBatchDelete={() => void actions.batchRemove()}
      />
      <SortableTable<FontColor>
        rowKey="id"
        data={data}
        columns={columns}
        loading={loading}
        pagination={false}
        border={{ wrapper: true, cell: false }}
        rowSelection={{ type: 'checkbox', selectedRowKeys: actions.selectedIds, onChange: (keys) => actions.setSelectedIds(keys as string[]) }}
        onMove={(from, to) => void onMove(from, to)}
      />
      <TextColorFormModal
        visible={adding}
        onClose={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
          void reload();
        }}
      />
    </div>
  );
}
