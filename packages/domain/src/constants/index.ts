export * from './app.ts';
export * from './auth.ts';
export * from './broker.ts';
export * from './disclosure.ts';
export * from './limits.ts';
export * from './market.ts';
export * from './notifications.ts';
export * from './trades.ts';
