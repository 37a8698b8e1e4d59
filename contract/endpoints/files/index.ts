export * from './files';
export * from './cloudFiles';
