export { type SearchRoutesOptions, searchRoutes } from './search.routes.ts';
