export * from './devTools';
