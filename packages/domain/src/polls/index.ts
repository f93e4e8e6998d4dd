export * from './constants.ts';
export * from './rules.ts';
