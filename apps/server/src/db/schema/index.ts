export * from './auth.ts';
export * from './reports.ts';
export * from './securities.ts';
export * from './sessions.ts';
export * from './users.ts';
export * from './watchlists.ts';
