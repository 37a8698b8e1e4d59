import { Table, type TableProps } from '@arco-design/web-react';
import { IconDragDotVertical } from '@arco-design/web-react/icon';
import { createContext, useContext, useMemo, useRef, useState, type HTMLAttributes, type MutableRefObject } from 'react';
import { moveItem } from '../lib/ordering';
import { MSG } from '../messages';

export interface SortableTableProps<T> extends TableProps<T> {
  /**
   * Called with the item's index before and after the drag, in the whole list (not the page). When it
   * answers a promise (the sort being saved), the table shows the dropped order and a saving state,
   * and takes no other drag, until the promise settles; by then `data` holds the server's order.
   */
  onMove: (fromIndex: number, toIndex: number) => void | Promise<unknown>;
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
export function SortableTable<T extends object>({
  onMove,
  pageOffset = 0,
  sortDisabled,
  columns = [],
  data,
  loading,
  ...rest
}: SortableTableProps<T>) {
  const from = useRef<number | null>(null);
  // The order the merchant dropped, shown while it is saved: the server's order until the ordering
  // calls and the reload finish would snap the row back, and invite a second drag that the sort lock
  // then refuses with 正在排序中，请稍后重试.
  const [dropped, setDropped] = useState<T[] | null>(null);
  const drag = useMemo<DragState>(
    () => ({
      from,
      drop: (fromOnPage, toOnPage) => {
        const fromIndex = pageOffset + fromOnPage;
        const toIndex = pageOffset + toOnPage;
        const saving = onMove(fromIndex, toIndex);
        if (!saving) return;
        setDropped(moveItem(data ?? [], fromIndex, toIndex));
        const settle = () => setDropped(null);
        saving.then(settle, settle);
      },
    }),
    [onMove, pageOffset, data],
  );
  const saving = dropped !== null;
  return (
    <DragContext.Provider value={sortDisabled || saving ? null : drag}>
      <Table<T>
        {...rest}
        data={dropped ?? data}
        loading={saving ? { loading: true, tip: MSG.common.sortSaving } : loading}
        columns={sortDisabled ? columns : [handleColumn, ...columns]}
        components={components}
        onRow={onRow}
      />
    </DragContext.Provider>
  );
}
