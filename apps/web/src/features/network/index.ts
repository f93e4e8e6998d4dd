/** The network feature's public entry: what other features and the shell use at once. Re-exports only. */
export { NETWORK_TEXTS } from './network-texts.ts';
