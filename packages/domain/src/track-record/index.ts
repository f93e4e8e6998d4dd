export * from './record-chain.ts';
