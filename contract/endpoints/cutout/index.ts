export * from './cutoutPlaceholders';
export * from './cutoutHost';
