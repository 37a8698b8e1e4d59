export * from './assetCollections';
export * from './designAssets';
export * from './shopFonts';
export * from './fontColors';
