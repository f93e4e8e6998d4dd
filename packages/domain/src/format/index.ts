export * from './links.ts';
export * from './money.ts';
export * from './time.ts';
