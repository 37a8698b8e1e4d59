import { Button, Checkbox, Table, type TableColumnProps } from '@arco-design/web-react';
import { IconDelete } from '@arco-design/web-react/icon';
import { useMemo, useRef, type ReactNode } from 'react';
import type { PhoneCaseCustomizationSetting } from '../../../contract/customization';
import type { Product } from '../../../contract/products';
import { MSG as COMMON } from '../../messages';
import { MSG } from './messages';
import { tableNoData } from '../../ui/ListLoad';
import type { CustomizationSlot } from '../../ui/customizationSlot';
import { ProductCell, SkuCell } from './ProductCells';
import { rowSettingKey, type ProductRow } from './productRows';

export interface ProductTableProps {
  rows: ProductRow[];
  settings: Map<string, PhoneCaseCustomizationSetting>;
  Summary: CustomizationSlot['Summary'];
  /** undefined: nothing loaded yet for this shop. */
  loaded: boolean;
  loading: boolean;
  failed: boolean;
  onRetry: () => unknown;
  ticked: ReadonlySet<string>;
  onTick: (keys: string[], ticked: boolean) => void;
  onConfigure: (row: ProductRow) => void;
  onDelete: (product: Product) => void;
  /** What the table says, and offers, when the shop has no products. */
  empty?: ReactNode;
}

/** The product cell spans its product's SKU lines (spec 3 §2: a product with three SKUs is three rows). */
const spanning = (row: ProductRow, children: ReactNode) => ({ children, props: { rowSpan: row.span } });

/** Spec 3 §2's table: product, selection, SKU, configuration status (mandatory), 配置. */
export function ProductTable(props: ProductTableProps) {
  const { rows, settings, Summary, ticked } = props;
  // The handlers are read when clicked, so the columns stay the same object while only `loading` changes:
  // Arco then skips re-rendering every cell under the spinner of a page change (test/bench: 300 rows).
  const handlers = useRef(props);
  handlers.current = props;
  const columns = useMemo(() => tableColumns(rows, settings, Summary, ticked, handlers), [rows, settings, Summary, ticked]);

  const noData = tableNoData({ ...props, emptyText: MSG.products.empty, empty: props.empty });

  return (
    <Table
      className="product-table"
      rowKey="key"
      border={{ wrapper: true, cell: true }}
      columns={columns}
      data={props.failed ? [] : rows}
      loading={props.loading}
      pagination={false}
      noDataElement={noData}
    />
  );
}

function tableColumns(
  rows: ProductRow[],
  settings: ProductTableProps['settings'],
  Summary: ProductTableProps['Summary'],
  ticked: ReadonlySet<string>,
  handlers: { current: Pick<ProductTableProps, 'onTick' | 'onConfigure' | 'onDelete'> },
): TableColumnProps<ProductRow>[] {
  const keys = rows.map((row) => row.key);
  const tickedHere = keys.filter((key) => ticked.has(key)).length;
  const onTick = (tickKeys: string[], on: boolean) => handlers.current.onTick(tickKeys, on);
  const props = {
    onDelete: (product: Product) => handlers.current.onDelete(product),
    onConfigure: (row: ProductRow) => handlers.current.onConfigure(row),
  };

  return [
    {
      title: MSG.products.product,
      key: 'product',
      className: 'product-column',
      render: (_, row) =>
        spanning(
          row,
          <div className="product-cell-wrap">
            <ProductCell product={row.product} />
            <Button
              className="product-delete"
              type="text"
              size="mini"
              status="danger"
              icon={<IconDelete />}
              onClick={() => props.onDelete(row.product)}
            >
              {COMMON.common.delete}
            </Button>
          </div>,
        ),
    },
    {
      title: (
        <Checkbox
          aria-label={MSG.products.selectAll}
          checked={keys.length > 0 && tickedHere === keys.length}
          indeterminate={tickedHere > 0 && tickedHere < keys.length}
          disabled={keys.length === 0}
          onChange={(checked: boolean) => onTick(keys, checked)}
        />
      ),
      key: 'tick',
      width: 56,
      align: 'center',
      render: (_, row) => (
        <Checkbox
          aria-label={MSG.products.selectRow(row.sku?.propertiesName ?? row.product.title)}
          checked={ticked.has(row.key)}
          onChange={(checked: boolean) => onTick([row.key], checked)}
        />
      ),
    },
    { title: MSG.products.sku, key: 'sku', className: 'sku-column', render: (_, row) => <SkuCell sku={row.sku} /> },
    {
      title: (
        <span className="required-header">
          <span className="required-star" aria-hidden>
            *
          </span>
          {MSG.products.configStatus}
        </span>
      ),
      key: 'status',
      className: 'status-column',
      render: (_, row) => <Summary setting={settings.get(rowSettingKey(row)) ?? null} />,
    },
    {
      title: COMMON.common.operation,
      key: 'operation',
      width: 80,
      render: (_, row) => (
        <Button type="text" size="small" className="product-configure" onClick={() => props.onConfigure(row)}>
          {MSG.products.configure}
        </Button>
      ),
    },
  ];
}
