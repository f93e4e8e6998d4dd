export * from './auth.ts';
export * from './broker-sandbox.ts';
export * from './reports.ts';
export * from './securities.ts';
export * from './sessions.ts';
export * from './trades.ts';
export * from './users.ts';
export * from './watchlists.ts';
