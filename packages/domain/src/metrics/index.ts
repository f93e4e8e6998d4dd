export * from './group-card-figures.ts';
export * from './recent-performance.ts';
export * from './recorded-call.ts';
export * from './track-record-metrics.ts';
