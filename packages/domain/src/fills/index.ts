export * from './order-fills.ts';
