export * from './constants.ts';
export * from './kpis.ts';
export * from './membership.ts';
export * from './payment-setup.ts';
