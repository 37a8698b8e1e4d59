export * from './templateGroups';
export * from './templateBatch';
export * from './templates';
