export * from './call-disclosure.ts';
export * from './messages.ts';
export * from './pnl.ts';
export * from './policy.ts';
export * from './price-ladder.ts';
export * from './prices.ts';
export * from './status.ts';
export * from './validate-trade.ts';
