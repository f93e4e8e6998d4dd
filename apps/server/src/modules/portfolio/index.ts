export { type PortfolioRoutesOptions, portfolioRoutes } from './portfolio.routes.ts';
