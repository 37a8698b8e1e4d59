export * from './orders';
export * from './orderImages';
export * from './devOrders';
