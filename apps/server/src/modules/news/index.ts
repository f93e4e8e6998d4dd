// The news module: stored headlines tagged with the securities they name, 'Since News' growth, the feed job.

export { type NewsJob, startNewsJob } from './news.job.ts';
export { type NewsRoutesOptions, newsRoutes } from './news.routes.ts';
export { NEWS_NOT_FOUND } from './news.service.ts';
export { type FeedReport, ingestNews } from './news-ingest.service.ts';
export { companyName, createSecurityMatcher, type TaggableSecurity } from './news-tagging.ts';
export { type PriceHistory, priceAtMinute, sinceNewsGrowth } from './price-at-publication.ts';
