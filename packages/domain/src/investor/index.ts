export * from './copy-comparison.ts';
export * from './risk-profile.ts';
