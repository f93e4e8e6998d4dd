export * from './track-record-metrics.ts';
export * from './recorded-call.ts';
