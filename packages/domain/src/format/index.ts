export * from './india-dayjs.ts';
export * from './links.ts';
export * from './money.ts';
export * from './time.ts';
export * from './video.ts';
export * from './webinar-time.ts';
