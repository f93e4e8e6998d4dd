export * from './constants.ts';
export * from './streak.ts';
