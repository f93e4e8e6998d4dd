export * from './auth.ts';
export * from './errors.ts';
export * from './record-id.ts';
export * from './security.ts';
export * from './session.ts';
export * from './trade.ts';
