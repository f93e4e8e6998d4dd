export * from './indian-charges.ts';
