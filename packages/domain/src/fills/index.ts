export * from './claimed-vs-achievable.ts';
export * from './order-fills.ts';
