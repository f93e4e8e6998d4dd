export * from './every-admin.ts';
export * from './group-review.ts';
export * from './moderation.ts';
export * from './queues.ts';
export * from './sebi-review.ts';
export * from './users.ts';
export * from './video-review.ts';
