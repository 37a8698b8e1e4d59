import {
  MergeSplitStatus,
  parseCustomizationContent,
  type Order,
  type OrderItem,
  type OrderPush,
  type ReadCustomizationInfo,
} from '../../../contract/orders';
import type { TickedItem } from '../../ui/orderDownloadSlot';

/** What an item's customization content says: nothing customized, content the console cannot read, or its infos. */
export type ItemContent = { state: 'none' } | { state: 'unreadable' } | { state: 'read'; infos: ReadCustomizationInfo[] };

interface RowBase {
  key: string;
  /** The top-level order of the family the row belongs to. */
  top: Order;
  order: Order;
  /** The order `order` is a child of; null for a top-level order. */
  parent: Order | null;
  /** 0 for a top-level order, 1 for its children, and so on. */
  depth: number;
}

/** A parent of a merge or split family: one line across the table, its children's rows follow. */
export interface FamilyRow extends RowBase {
  kind: 'family';
}

/**
 * One item of an order (spec 3 §2: the table lists order × item, like product × SKU). The order and push
 * cells span the order's item rows: `span` is their count on its first row, 0 after.
 */
export interface ItemRow extends RowBase {
  kind: 'item';
  /** null: an order that carries no item (a line saying so, rather than the order vanishing). */
  item: OrderItem | null;
  /** 1-based position of the item in its order. */
  itemIndex: number;
  content: ItemContent;
  span: number;
  /** The order's push, or its nearest pushed parent's (a merged order goes to the factory as one). */
  push: OrderPush | null;
}

export type OrderRow = FamilyRow | ItemRow;

export function itemContent(item: OrderItem): ItemContent {
  if (item.customizationInfo === null || item.customizationInfo === undefined) return { state: 'none' };
  // Spec 3 §8: unreadable content is treated as unknown and ignored; the row says so instead of crashing.
  const infos = parseCustomizationContent(item.customizationInfo.content);
  return infos === null ? { state: 'unreadable' } : { state: 'read', infos };
}

/** The rows of a page of orders: each family parent first, then its children, each child's items under it. */
export function orderRows(orders: readonly Order[]): OrderRow[] {
  return orders.flatMap((top) => familyRows(top, top, null, 0, null));
}

function familyRows(top: Order, order: Order, parent: Order | null, depth: number, parentPush: OrderPush | null): OrderRow[] {
  const rows: OrderRow[] = [];
  const base = { top, order, parent, depth };
  const push = order.push ?? parentPush;
  const children = order.childOrders ?? [];
  if (children.length > 0) rows.push({ ...base, kind: 'family', key: `family:${order.id}` });
  const items = order.orderItems ?? [];
  if (items.length > 0) {
    items.forEach((item, index) =>
      rows.push({ ...base, kind: 'item', key: tickKey(order, item), item, itemIndex: index + 1, content: itemContent(item), span: index === 0 ? items.length : 0, push }),
    );
  } else if (children.length === 0) {
    rows.push({ ...base, kind: 'item', key: `order:${order.id}`, item: null, itemIndex: 0, content: { state: 'none' }, span: 1, push });
  }
  for (const child of children) rows.push(...familyRows(top, child, order, depth + 1, push));
  return rows;
}

/** An item's identity across pages and reloads: the order carrying it and the item. */
export function tickKey(order: Pick<Order, 'id'>, item: Pick<OrderItem, 'id'>): string {
  return JSON.stringify([order.id, item.id]);
}

export function isTickable(row: OrderRow): row is ItemRow & { item: OrderItem } {
  return row.kind === 'item' && row.item !== null;
}

/** What the downloads toolbar is handed for a ticked row. */
export function tickedItem(row: ItemRow & { item: OrderItem }): TickedItem {
  return { order: row.order, item: row.item, itemIndex: row.itemIndex, infos: row.content.state === 'read' ? row.content.infos : [] };
}

/** A parent's relation to its children (spec 3 §3's seven states), as a tag and a count. */
export type Relation =
  | { kind: 'mergeParent'; children: number }
  | { kind: 'splitParent'; children: number }
  | { kind: 'mergeThenSplit'; children: number }
  | { kind: 'mergeChild' }
  | { kind: 'splitChild' }
  | { kind: 'manualIndependent' }
  | null;

export function orderRelation(order: Order): Relation {
  const children = (order.childOrders ?? []).length;
  switch (order.mergeSplitStatus) {
    case MergeSplitStatus.MERGE_PARENT:
      return { kind: 'mergeParent', children };
    case MergeSplitStatus.SPLIT_PARENT:
      return { kind: 'splitParent', children };
    case MergeSplitStatus.MERGE_THEN_SPLIT_PARENT:
      return { kind: 'mergeThenSplit', children };
    case MergeSplitStatus.MERGE_CHILD:
      return { kind: 'mergeChild' };
    case MergeSplitStatus.SPLIT_CHILD:
      return { kind: 'splitChild' };
    case MergeSplitStatus.MANUAL_INDEPENDENT:
      return { kind: 'manualIndependent' };
    default:
      return null;
  }
}

/**
 * How a child order belongs to its parent: merged into it, or split from it. The child's own state says
 * which; a child whose state names no relation takes its parent's (a merge parent's children were merged).
 */
export function childLink(child: Order, parent: Order): 'mergedInto' | 'splitFrom' {
  if (child.mergeSplitStatus === MergeSplitStatus.MERGE_CHILD) return 'mergedInto';
  if (child.mergeSplitStatus === MergeSplitStatus.SPLIT_CHILD) return 'splitFrom';
  return parent.mergeSplitStatus === MergeSplitStatus.MERGE_PARENT ? 'mergedInto' : 'splitFrom';
}
