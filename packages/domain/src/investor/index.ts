export * from './copy-comparison.ts';
export * from './holdings-csv.ts';
export * from './portfolio-review.ts';
export * from './risk-profile.ts';
