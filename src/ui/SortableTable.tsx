import { Table, type TableProps } from '@arco-design/web-react';
import { IconDragDotVertical } from '@arco-design/web-react/icon';
import { createContext, useContext, useMemo, useRef, type HTMLAttributes, type KeyboardEvent, type MutableRefObject } from 'react';
import { MSG } from '../messages';
import { useSortableList, type SortableListOptions } from './useSortableList';

export interface SortableTableProps<T extends { id: string }> extends TableProps<T> {
  /**
   * How a drop is saved: the ordering call per moved row, then the reload. The table shows the dropped
   * order and a saving state, and refuses another drag, until both have settled (useSortableList). `current`
   * reads the rows afresh, so a sort made on an order another tab changed is not sent. `list` names the list
   * for a sort a reload cuts short; `ready` says the rows are the server's answer for it.
   */
  sort: Pick<SortableListOptions<T>, 'order' | 'reload' | 'current' | 'list' | 'ready'>;
  /** Index of the first row on the current page, so a drag on page 3 maps to the whole list. */
  pageOffset?: number;
  sortDisabled?: boolean;
}

interface DragState {
  from: MutableRefObject<number | null>;
  drop: (fromOnPage: number, toOnPage: number) => void;
  /** False (and the merchant told why) while a sort is being saved. */
  startDrag: () => boolean;
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
        if (!drag.startDrag()) {
          event.preventDefault();
          return;
        }
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

/**
 * The row's handle: dragged with the mouse, or focused and moved a row up or down with the arrow keys, so a
 * merchant without a mouse sorts too. Focus follows the row to where it went.
 */
function DragHandle({ index }: { index: number }) {
  const drag = useContext(DragContext);
  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0;
    if (!drag || step === 0) return;
    event.preventDefault();
    const table = event.currentTarget.closest('table');
    const to = index + step;
    if (to < 0 || !table?.querySelector(`tr[data-row-index="${to}"]`)) return;
    drag.drop(index, to);
    requestAnimationFrame(() => table.querySelector<HTMLButtonElement>(`tr[data-row-index="${to}"] .drag-handle`)?.focus());
  };
  return (
    <button
      type="button"
      className="drag-handle"
      title={MSG.common.dragToSort}
      aria-label={MSG.common.dragToSort}
      aria-keyshortcuts="ArrowUp ArrowDown"
      // Not disabled while a sort saves: the focus that follows the moved row must be able to land here.
      aria-disabled={!drag}
      onKeyDown={move}
    >
      <IconDragDotVertical />
    </button>
  );
}

const handleColumn = {
  title: MSG.common.sortColumn,
  width: 64,
  key: '__drag',
  render: (_: unknown, _record: unknown, index: number) => <DragHandle index={index} />,
};
// One empty list for a table without data, so the sortable list's callbacks stay put.
const NO_ROWS: never[] = [];
const components = { body: { row: SortableRow } };
const onRow = (_record: unknown, index: number) => ({ 'data-row-index': index }) as RowProps;

/** An Arco table whose rows can be dragged to reorder (spec 1 §2: drag-sort). */
export function SortableTable<T extends { id: string }>({
  sort,
  pageOffset = 0,
  sortDisabled,
  columns = [],
  data,
  loading,
  ...rest
}: SortableTableProps<T>) {
  const from = useRef<number | null>(null);
  const list = useSortableList<T>({ items: data ?? NO_ROWS, ...sort });
  const { drop, saving, startDrag } = list;
  const drag = useMemo<DragState>(
    () => ({ from, drop: (fromOnPage, toOnPage) => drop(pageOffset + fromOnPage, pageOffset + toOnPage), startDrag }),
    [drop, startDrag, pageOffset],
  );
  return (
    <DragContext.Provider value={sortDisabled ? null : drag}>
      {/* While a sort is saved the spinner's layer covers the rows: a press on it is a drag refused, and says so (spec 1 §4). */}
      <div className="sortable-table" onPointerDownCapture={saving ? startDrag : undefined}>
        <Table<T>
          {...rest}
          data={list.shown as T[]}
          loading={saving ? { loading: true, tip: MSG.common.sortSaving } : loading}
          columns={sortDisabled ? columns : [handleColumn, ...columns]}
          components={components}
          onRow={onRow}
        />
      </div>
    </DragContext.Provider>
  );
}
