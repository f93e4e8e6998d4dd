export * from './app.ts';
export * from './limits.ts';
export * from './trades.ts';
