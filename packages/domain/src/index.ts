export * from './constants/index.ts';
export * from './fno/index.ts';
export * from './format/index.ts';
export * from './live/index.ts';
export * from './schemas/index.ts';
export * from './technical/index.ts';
export * from './trades/index.ts';
export * from './validation/index.ts';
