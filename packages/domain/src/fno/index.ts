export * from './black-scholes.ts';
export * from './contract-names.ts';
export * from './expiry.ts';
export * from './fair-value.ts';
export * from './futures.ts';
export * from './normal.ts';
export * from './pricing-assumptions.ts';
export * from './strikes.ts';
