// The orders' slice of the dev API's state (spec 3 §3): each account's orders, families nested as the wire
// sends them. An item's customization is stored as data, not as its JSON text, so that a charge can mark an
// image creditDeducted; the content string is written when an order is read (orderWire.ts). The image URLs
// are made then too, from the ids, so nothing stores a URL that an origin change would break.
import type { Id } from '../../../../contract/catalogue';
import type { MergeSplitStatus, OrderItem, OrderPush, PhoneCaseCustomizationInfo } from '../../../../contract/orders';

/** One customized phone case: the info minus its URLs, plus which images it has. */
export interface StoredInfo extends Omit<PhoneCaseCustomizationInfo, 'customizedImageUrl' | 'previewImageUrl'> {
  hasCustomizedImage: boolean;
  hasPreviewImage: boolean;
}

/**
 * v1: the content the console reads. raw: stored as given (an unknown version, text that is not JSON), so
 * the console's "unknown content is ignored" has something to ignore. null: the buyer customized nothing.
 */
export type StoredContent = { kind: 'v1'; infos: StoredInfo[] } | { kind: 'raw'; content: string } | null;

export interface StoredItem extends Omit<OrderItem, 'customizationInfo'> {
  content: StoredContent;
}

export interface StoredOrder {
  id: Id;
  /** The account the order belongs to: orders are kept per account, like credits. */
  owner: string;
  originalId: string;
  shopId: Id;
  isPlatformOrder: boolean;
  mergeSplitStatus: MergeSplitStatus;
  createdAt: number;
  push: OrderPush | null;
  /** On the leaves only: a parent carries none (contract/orders.ts). */
  items: StoredItem[];
  children: StoredOrder[];
  /** The top-level order of its family (itself for a top-level one). */
  rootId: Id;
}

export interface OrderState {
  /** Top-level orders, newest first. */
  orders: StoredOrder[];
  /** Every order, children included, by id. */
  byId: Map<Id, StoredOrder>;
  /** Every item by id, with the order that holds it (a leaf). */
  items: Map<Id, { order: StoredOrder; item: StoredItem }>;
  /** Order and item numbers handed out so far (seed and added orders), so none repeats. */
  originalIds: Set<string>;
}

export function emptyOrders(): OrderState {
  return { orders: [], byId: new Map(), items: new Map(), originalIds: new Set() };
}

/** Adds top-level orders (with their families) and keeps the list newest first. */
export function addOrders(state: OrderState, orders: StoredOrder[]): void {
  const index = (order: StoredOrder) => {
    state.byId.set(order.id, order);
    state.originalIds.add(order.originalId);
    for (const item of order.items) state.items.set(item.id, { order, item });
    order.children.forEach(index);
  };
  orders.forEach(index);
  // In front, then a stable sort: of orders of the same millisecond, the ones added last come first.
  state.orders = [...orders, ...state.orders].sort((a, b) => b.createdAt - a.createdAt);
}

/** An order of the account, any level; another account's is as unknown as a missing one. */
export function findOwnOrder(state: OrderState, owner: string, id: Id): StoredOrder | undefined {
  const order = state.byId.get(id);
  return order && order.owner === owner ? order : undefined;
}

/** The order and its descendants, parent first. */
export function familyOf(order: StoredOrder): StoredOrder[] {
  return [order, ...order.children.flatMap(familyOf)];
}

/** The infos of an item the console can read (v1 content), else none. */
export function readableInfos(item: StoredItem): StoredInfo[] {
  return item.content?.kind === 'v1' ? item.content.infos : [];
}
