export * from './constants.ts';
export * from './kpis.ts';
export * from './membership.ts';
