export * from './brands';
export * from './models';
export * from './printSizes';
export * from './materials';
export * from './colors';
export * from './skus';
export * from './wireframes';
export * from './devPreviewModels';
