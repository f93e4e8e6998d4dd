export * from './auth.ts';
export * from './securities.ts';
export * from './sessions.ts';
export * from './users.ts';
