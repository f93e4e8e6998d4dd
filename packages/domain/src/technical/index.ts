export * from './macd.ts';
export * from './moving-averages.ts';
export * from './rsi.ts';
export * from './summary.ts';
