export * from './record-chain.ts';
export * from './record-kinds.ts';
