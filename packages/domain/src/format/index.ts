export * from './money.ts';
export * from './time.ts';
