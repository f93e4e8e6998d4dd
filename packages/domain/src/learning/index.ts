export * from './constants.ts';
export * from './videos.ts';
export * from './webinars.ts';
