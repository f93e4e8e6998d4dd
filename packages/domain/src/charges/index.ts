export * from './indian-charges.ts';
export * from './trade-net-pnl.ts';
