export * from './domain-events.ts';
