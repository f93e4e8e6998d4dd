export * from './endpoint.ts';
export * from './groups.ts';
