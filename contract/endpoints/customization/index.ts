export * from './skuSettings';
export * from './shopSettings';
