import { Button, Switch, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import type { ShopFont } from '../../api/libraryTypes';
import { deleteFont, listFonts, orderFont, setFontEnabled } from '../../api/shopFonts';
import { orderFromLinks } from '../../lib/ordering';
import { MSG } from '../../messages';
import { SortableTable } from '../../ui/SortableTable';
import { useLoad } from '../../ui/useLoad';
import { useSortSave } from '../../ui/useSortSave';
import { FontFormModal } from './FontFormModal';
import { LibraryToolbar } from './LibraryToolbar';
import { useLibraryActions } from './useLibraryActions';

const NO_FONTS: ShopFont[] = [];
// Fonts are a linked list by `next` (spec 2 §4 drag-sort): show them in that order.
const loadFonts = () => listFonts().then(orderFromLinks);

const FONT_TEXTS = {
  confirmDelete: MSG.fonts.confirmDeleteFont,
  confirmBatchDelete: MSG.fonts.confirmBatchDeleteFonts,
  selectAtLeastOne: MSG.fonts.selectAtLeastOneFont,
};

/** The two previews the designer's font picker shows; hovering the row shows the active one. */
function FontPreviewCell({ font }: { font: ShopFont }) {
  return (
    <span className="font-preview">
      <img className="font-preview-normal" src={font.previewImageUrl} alt={font.name} />
      <img className="font-preview-active" src={font.activePreviewImageUrl} alt="" aria-hidden />
    </span>
  );
}

/** 字体库 (spec 2 §2): the shop's fonts with switches, batches, drag-sort and the add form. */
export function FontTab() {
  const { data = NO_FONTS, loading, reload } = useLoad(loadFonts, []);
  const [adding, setAdding] = useState(false);
  const onMove = useSortSave({ items: data, order: orderFont, reload });
  const actions = useLibraryActions({ items: data, setEnabled: setFontEnabled, remove: deleteFont, reload, texts: FONT_TEXTS });

  const columns: TableColumnProps<ShopFont>[] = [
    { title: MSG.fonts.preview, width: 260, render: (_, font) => <FontPreviewCell font={font} /> },
    { title: MSG.fonts.fontName, dataIndex: 'name', className: 'font-name-cell' },
    {
      title: MSG.fonts.enabled,
      width: 120,
      render: (_, font) => (
        <Switch
          size="small"
          checked={font.enabled}
          loading={actions.switching === font.id}
          aria-label={`${MSG.fonts.enabled} ${font.name}`}
          onChange={(checked) => void actions.toggle(font, checked)}
        />
      ),
    },
    {
      title: MSG.common.operation,
      width: 120,
      render: (_, font) => (
        <Button type="text" size="small" status="danger" onClick={() => void actions.removeOne(font)}>
          {MSG.common.delete}
        </Button>
      ),
    },
  ];

  return (
    <div className="font-tab">
      <LibraryToolbar
        addLabel={MSG.fonts.addFont}
        onAdd={() => setAdding(true)}
        progress={actions.progress}
        onBatchEnable={() => void actions.batchSetEnabled(true)}
        onBatchDisable={() => void actions.batchSetEnabled(false)}
        onBatchDelete={() => void actions.batchRemove()}
      />
      <SortableTable<ShopFont>
        rowKey="id"
        data={data}
        columns={columns}
        loading={loading}
        pagination={false}
        border={{ wrapper: true, cell: false }}
        rowSelection={{ type: 'checkbox', selectedRowKeys: actions.selectedIds, onChange: (keys) => actions.setSelectedIds(keys as string[]) }}
        onMove={(from, to) => void onMove(from, to)}
      />
      <FontFormModal
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
