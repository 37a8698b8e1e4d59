import { Checkbox, Table, type TableColumnProps } from '@arco-design/web-react';
import { useMemo, useRef, type ReactNode } from 'react';
import type { Shop } from '../../../contract/shops';
import { MSG } from './messages';
import { tableNoData } from '../../ui/ListLoad';
import { CustomizationInfoCell, ImagesCell, ItemProductCell, OrderCell, PushCell } from './OrderCells';
import { isTickable, type OrderRow } from './orderRows';
import type { PrintFileNotes } from '../../lib/sheets/printFileNotes';

export interface OrderTableProps {
  rows: OrderRow[];
  shops: ReadonlyMap<string, Shop>;
  /** false: nothing loaded yet for these filters. */
  loaded: boolean;
  loading: boolean;
  failed: boolean;
  onRetry: () => unknown;
  ticked: ReadonlySet<string>;
  onTick: (keys: string[], ticked: boolean) => void;
  onOpenImage: (url: string) => void;
  /** 生成排版's notes of each print file: the check badge and 已排版. */
  notes: PrintFileNotes;
  /** The height the table's body may take; its rows scroll inside it. */
  bodyHeight: number;
  /** What an empty list says when no filter explains it (NoOrdersYet); else 暂无订单. */
  empty?: ReactNode;
}

/** Wide enough for the seven columns; a narrower window scrolls the table sideways inside its own box. */
// Every column fits the content area of a 1024-px window beside the menu (about 736 px): a seller checking
// effect images or push status should not scroll sideways. The order column holds a 19-digit order number
// and its copy button on one line.
const TABLE_WIDTH = 712;
const COLUMN_COUNT = 7;

/**
 * Spec 3 §2's columns, one line per order item, after the order cell (which spans its items' lines, as
 * the product spans its SKUs): tick, product, customization info, customized image, effect image, push
 * status. A merge or split parent gets a line of its own across the table; its children follow, indented.
 */
export function OrderTable(props: OrderTableProps) {
  const { rows, shops, ticked } = props;
  // Handlers are read when clicked, so the columns stay the same object while only `loading` changes.
  const handlers = useRef(props);
  handlers.current = props;
  const columns = useMemo(() => tableColumns(rows, shops, ticked, handlers, props.notes), [rows, shops, ticked, props.notes]);

  const noData = tableNoData({ ...props, emptyText: MSG.orders.empty, empty: props.empty });

  return (
    <Table
      className="order-table"
      rowKey="key"
      border={{ wrapper: true, cell: true }}
      columns={columns}
      data={props.failed ? [] : rows}
      loading={props.loading}
      pagination={false}
      noDataElement={noData}
      scroll={{ x: TABLE_WIDTH, y: props.bodyHeight }}
      rowClassName={(row) => (row.kind === 'family' ? 'order-row-family' : row.depth > 0 ? 'order-row-child' : 'order-row')}
    />
  );
}

type Handlers = { current: Pick<OrderTableProps, 'onTick' | 'onOpenImage'> };

function tableColumns(rows: OrderRow[], shops: ReadonlyMap<string, Shop>, ticked: ReadonlySet<string>, handlers: Handlers, notes: PrintFileNotes): TableColumnProps<OrderRow>[] {
  const keys = rows.filter(isTickable).map((row) => row.key);
  const tickedHere = keys.filter((key) => ticked.has(key)).length;
  const onTick = (tickKeys: string[], on: boolean) => handlers.current.onTick(tickKeys, on);
  const onOpen = (url: string) => handlers.current.onOpenImage(url);
  /** A family line spans the table; an item line's cells are its own. */
  type Cell = ReactNode | { children: ReactNode; props: { rowSpan?: number; colSpan?: number } };
  const itemCell = (render: (row: Extract<OrderRow, { kind: 'item' }>) => Cell) => (_: unknown, row: OrderRow) =>
    row.kind === 'family' ? { children: null, props: { colSpan: 0 } } : render(row);
  const spanning = (row: Extract<OrderRow, { kind: 'item' }>, children: ReactNode) => ({ children, props: { rowSpan: row.span } });
  const indent = (depth: number) => ({ paddingLeft: depth * 12 });

  return [
    {
      title: MSG.orders.order,
      key: 'order',
      width: 180,
      className: 'order-column',
      render: (_, row) => {
        if (row.kind === 'family') {
          return {
            children: (
              <div style={indent(row.depth)}>
                <OrderCell order={row.order} parent={row.parent} shop={shops.get(row.order.shopId)} inline />
              </div>
            ),
            props: { colSpan: COLUMN_COUNT },
          };
        }
        return spanning(
          row,
          <div style={indent(row.depth)} className={row.depth > 0 ? 'order-child' : undefined}>
            <OrderCell order={row.order} parent={row.parent} shop={shops.get(row.order.shopId)} />
          </div>,
        );
      },
    },
    {
      title: (
        <Checkbox
          className="order-tick-page"
          aria-label={MSG.orders.selectPage}
          checked={keys.length > 0 && tickedHere === keys.length}
          indeterminate={tickedHere > 0 && tickedHere < keys.length}
          disabled={keys.length === 0}
          onChange={(checked: boolean) => onTick(keys, checked)}
        />
      ),
      key: 'tick',
      width: 36,
      align: 'center',
      render: itemCell((row) =>
        isTickable(row) ? (
          <Checkbox
            className="order-tick"
            aria-label={MSG.orders.selectItem(row.item.productTitle)}
            checked={ticked.has(row.key)}
            onChange={(checked: boolean) => onTick([row.key], checked)}
          />
        ) : null,
      ),
    },
    {
      title: MSG.orders.product,
      key: 'product',
      width: 136,
      render: itemCell((row) => (row.item ? <ItemProductCell item={row.item} /> : <span className="muted">{MSG.orders.noItems}</span>)),
    },
    {
      title: MSG.orders.customizationInfo,
      key: 'info',
      width: 112,
      render: itemCell((row) => (row.item ? <CustomizationInfoCell content={row.content} /> : null)),
    },
    {
      title: MSG.orders.customizedImage,
      key: 'customized',
      width: 80,
      render: itemCell((row) => <ImagesCell content={row.content} kind="customized" onOpen={onOpen} itemId={row.item?.id} notes={notes} />),
    },
    {
      title: MSG.orders.effectImage,
      key: 'effect',
      width: 80,
      render: itemCell((row) => <ImagesCell content={row.content} kind="effect" onOpen={onOpen} />),
    },
    {
      title: MSG.orders.pushStatus,
      key: 'push',
      width: 88,
      render: itemCell((row) => spanning(row, <PushCell push={row.push} />)),
    },
  ];
}
