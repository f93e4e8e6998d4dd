export * from './performance-verification.ts';
export * from './registration.ts';
