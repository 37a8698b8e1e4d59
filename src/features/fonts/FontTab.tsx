import type { TableColumnProps } from '@arco-design/web-react';
import type { ShopFont } from '../../../contract/library';
import { deleteFont, listFonts, orderFont, setFontEnabled } from '../../api/shopFonts';
import { MSG } from './messages';
import { FontFormModal } from './FontFormModal';
import { LibraryTable } from './LibraryTable';

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

const FONT_COLUMNS: TableColumnProps<ShopFont>[] = [
  { title: MSG.fonts.preview, width: 260, render: (_, font) => <FontPreviewCell font={font} /> },
  { title: MSG.fonts.fontName, dataIndex: 'name', className: 'font-name-cell' },
];

/** 字体库 (spec 2 §2): the shop's fonts with switches, batches, drag-sort and the add form. */
export function FontTab() {
  return (
    <LibraryTable<ShopFont>
      className="font-tab"
      list={listFonts}
      order={orderFont}
      sortList="fonts"
      setEnabled={setFontEnabled}
      remove={deleteFont}
      texts={FONT_TEXTS}
      columns={FONT_COLUMNS}
      labelOf={(font) => font.name}
      addLabel={MSG.fonts.addFont}
      emptyText={MSG.fonts.noFontsYet}
      renderForm={(form) => <FontFormModal {...form} />}
    />
  );
}
