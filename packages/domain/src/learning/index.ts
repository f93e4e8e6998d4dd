export * from './constants.ts';
export * from './webinars.ts';
