export * from './miniApp';
export * from './shops';
export * from './products';
export * from './marketplaceImages';
