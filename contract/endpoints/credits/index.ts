export * from './credits';
export * from './recharges';
export * from './downloadRules';
