export * from './copy-exposure.ts';
export * from './copy-guardrails.ts';
export * from './copy-sizing.ts';
export * from './copy-stop.ts';
export * from './price-alerts.ts';
