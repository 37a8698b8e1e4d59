import type { TableColumnProps } from '@arco-design/web-react';
import type { FontColor } from '../../../contract/library';
import { deleteFontColor, listFontColors, orderFontColor, setFontColorEnabled } from '../../api/shopFonts';
import { MSG } from './messages';
import { LibraryTable } from './LibraryTable';
import { TextColorFormModal } from './TextColorFormModal';

const COLOR_TEXTS = {
  confirmDelete: MSG.fonts.confirmDeleteColor,
  confirmBatchDelete: MSG.fonts.confirmBatchDeleteColors,
  selectAtLeastOne: MSG.fonts.selectAtLeastOneColor,
};

const COLOR_COLUMNS: TableColumnProps<FontColor>[] = [
  {
    title: MSG.fonts.color,
    render: (_, color) => (
      <span className="color-swatch-cell text-color-cell">
        <span className="color-swatch text-color-swatch" style={{ background: color.hexCode }} />
        {color.hexCode}
      </span>
    ),
  },
];

/** 文字颜色 (spec 2 §2): the shop's text colours for the designer, with switches, batches and drag-sort. */
export function ColorTab() {
  return (
    <LibraryTable<FontColor>
      className="text-color-tab"
      list={listFontColors}
      order={orderFontColor}
      sortList="fontColors"
      setEnabled={setFontColorEnabled}
      remove={deleteFontColor}
      texts={COLOR_TEXTS}
      columns={COLOR_COLUMNS}
      labelOf={(color) => color.hexCode}
      addLabel={MSG.fonts.addColor}
      emptyText={MSG.fonts.noColorsYet}
      renderForm={(form) => <TextColorFormModal {...form} />}
    />
  );
}
