import { Button, Switch, type TableColumnProps } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState, type ReactNode } from 'react';
import { orderFromLinks } from '../../lib/ordering';
import { MSG as COMMON } from '../../messages';
import { MSG } from './messages';
import { SortableTable } from '../../ui/SortableTable';
import { isSettled } from '../../ui/useSortableList';
import { EmptyState } from '../../ui/EmptyState';
import { listTableProps } from '../../ui/ListLoad';
import { useLoad } from '../../ui/useLoad';
import { LibraryToolbar } from './LibraryToolbar';
import { useLibraryActions, type LibraryActionsOptions, type LibraryItem } from './useLibraryActions';

// One empty list for every render before the first load, so hooks keyed on the items stay put.
const NOTHING: never[] = [];

/** The add form of a library: opened by the toolbar's add button, closed after a save. */
export interface LibraryFormProps {
  visible: boolean;
  onClose: () => void;
  onSaved: () => void;
  /** A save whose answer never came may have added the item: the list is read again, the form stays. */
  onMaybeSaved: () => void;
}

export interface LibraryTableProps<T extends LibraryItem & { next: string | null }> {
  className: string;
  list: () => Promise<T[]>;
  order: (id: string, next: string | null) => Promise<unknown>;
  /** The list's name for a sort a reload cuts short (ui/useSortableList). */
  sortList: string;
  setEnabled: LibraryActionsOptions<T>['setEnabled'];
  remove: LibraryActionsOptions<T>['remove'];
  texts: LibraryActionsOptions<T>['texts'];
  /** The columns before 启用 and 操作: what the item is. */
  columns: TableColumnProps<T>[];
  /** How a row is named to a screen reader on its switch. */
  labelOf: (item: T) => string;
  addLabel: string;
  /** What an empty library says above its add button. */
  emptyText: string;
  renderForm: (form: LibraryFormProps) => ReactNode;
}

/**
 * 字体库 and 文字颜色 (spec 2 §2–§4) are the same screen over different items: a linked list by `next`
 * shown in that order and drag-sorted, an enable switch and a delete per row, the toolbar's add button
 * and the three batches with progress.
 */
export function LibraryTable<T extends LibraryItem & { next: string | null }>(props: LibraryTableProps<T>) {
  const { list, order, setEnabled, remove, texts, labelOf } = props;
  const loaded = useLoad(() => list().then(orderFromLinks), [list]);
  const { reload } = loaded;
  const [adding, setAdding] = useState(false);
  const table = listTableProps<T>(
    loaded,
    NOTHING,
    <EmptyState
      text={props.emptyText}
      actions={
        <Button type="primary" size="small" icon={<IconPlus />} onClick={() => setAdding(true)}>
          {props.addLabel}
        </Button>
      }
    />,
  );
  const data = table.data;
  const actions = useLibraryActions({ items: data, setEnabled, remove, reload, texts });

  const columns: TableColumnProps<T>[] = [
    ...props.columns,
    {
      title: MSG.fonts.enabled,
      width: 120,
      render: (_, item) => (
        <Switch
          size="small"
          checked={item.enabled}
          loading={actions.switching === item.id}
          aria-label={`${MSG.fonts.enabled} ${labelOf(item)}`}
          onChange={(checked) => void actions.toggle(item, checked)}
        />
      ),
    },
    {
      title: COMMON.common.operation,
      width: 120,
      render: (_, item) => (
        <Button type="text" size="small" status="danger" onClick={() => void actions.removeOne(item)}>
          {COMMON.common.delete}
        </Button>
      ),
    },
  ];

  return (
    <div className={props.className}>
      <LibraryToolbar
        addLabel={props.addLabel}
        onAdd={() => setAdding(true)}
        progress={actions.progress}
        onBatchEnable={() => void actions.batchSetEnabled(true)}
        onBatchDisable={() => void actions.batchSetEnabled(false)}
        onBatchDelete={() => void actions.batchRemove()}
      />
      <SortableTable<T>
        rowKey="id"
        {...table}
        columns={columns}
        pagination={false}
        border={{ wrapper: true, cell: false }}
        rowSelection={{ type: 'checkbox', selectedRowKeys: actions.selectedIds, onChange: (keys) => actions.setSelectedIds(keys as string[]) }}
        sort={{ order, reload, current: () => list().then(orderFromLinks), list: props.sortList, ready: isSettled(loaded) }}
      />
      {props.renderForm({
        visible: adding,
        onClose: () => setAdding(false),
        onSaved: () => {
          setAdding(false);
          void reload();
        },
        onMaybeSaved: () => void reload(),
      })}
    </div>
  );
}
