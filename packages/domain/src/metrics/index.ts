export * from './track-record-metrics.ts';
