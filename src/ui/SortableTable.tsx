import { Table, type TableProps } from '@arco-design/web-react';
import { IconDragDotVertical } from '@arco-design/web-react/icon';
import { createContext, useContext, useMemo, useRef, type HTMLAttributes, type MutableRefObject } from 'react';
import { MSG } from '../messages';

export interface SortableTableProps<T> extends TableProps<T> {
  /** Called with the item's index before and after the drag, in the whole list (not the page). */
  onMove: (fromIndex: number, toIndex: number) => void;
  /** Index of the first row on the current page, so a drag on page 3 maps to the whole list. */
  pageOffset?: number;
  sortDisabled?: boolean;
}

interface DragState {
  from: MutableRefObject<number | null>;
  drop: (fromOnPage: number, toOnPage: number) => void;
}

const DragContext = createContext<DragState | null>(null);

type RowProps = HTMLAttributes<HTMLTableRowElement> & { 'data-row-index'?: number };

/** Defined once, outside the table: a row component made per render would remount every row. */
function SortableRow(props: RowProps) {
  const drag = useContext(DragContext);
  const index = props['data-row-index'];
  if (!drag || index === undefined) return <tr {...props} />;
  return (
    <tr
      {...props}
      draggable
      onDragStart={(event) => {
        drag.from.current = index;
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(index));
      }}
      onDragOver={(event) => {
        if (drag.from.current === null) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
      }}
      onDrop={(event) => {
        event.preventDefault();
        const from = drag.from.current;
        drag.from.current = null;
        if (from !== null && from !== index) drag.drop(from, index);
      }}
      onDragEnd={() => {
        drag.from.current = null;
      }}
    />
  );
}

const handleColumn = {
  title: '',
  width: 44,
  key: '__drag',
  render: () => (
    <span className="drag-handle" title={MSG.common.dragToSort} aria-label={MSG.common.dragToSort}>
      <IconDragDotVertical />
    </span>
  ),
};
const components = { body: { row: SortableRow } };
const onRow = (_record: unknown, index: number) => ({ 'data-row-index': index }) as RowProps;

/** An Arco table whose rows can be dragged to reorder (spec 1 §2: drag-sort). */
export function SortableTable<T extends object>({ onMove, pageOffset = 0, sortDisabled, columns = [], ...rest }: SortableTableProps<T>) {
  const from = useRef<number | null>(null);
  const drag = useMemo<DragState>(
    () => ({ from, drop: (fromOnPage, toOnPage) => onMove(pageOffset + fromOnPage, pageOffset + toOnPage) }),
    [onMove, pageOffset],
  );
  return (
    <DragContext.Provider value={sortDisabled ? null : drag}>
      <Table<T>
        {...rest}
        columns={sortDisabled ? columns : [handleColumn, ...columns]}
        components={components}
        onRow={onRow}
      />
    </DragContext.Provider>
  );
}
