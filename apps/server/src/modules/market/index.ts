export { marketDevRoutes, marketRoutes } from './market.routes.ts';
export { type MarketService, startMarketService } from './market.service.ts';
export type { LiveQuote, MarketTradeActivity, QuoteBook } from './market.types.ts';
export { createMarketFeed } from './market-feed.factory.ts';
export { marketOverviewRoutes } from './market-overview.routes.ts';
export { priceBarsBetween } from './price-bars.ts';
export { findSecurityPrice } from './security-price.ts';
export { securityTicksPush } from './ticks.push.ts';
