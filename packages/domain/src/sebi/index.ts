export * from './registration.ts';
