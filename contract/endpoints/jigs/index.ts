export * from './jigs';
