export * from './messages.ts';
export * from './phone.ts';
