/** The Quick Access tiles of platform.md §2 Trending, in the spec's order. */
import { ROUTE_PATHS } from '../../shared/routing/route-names.ts';

export type QuickAccessIcon =
  | 'markets'
  | 'news'
  | 'calendar'
  | 'webinars'
  | 'premium'
  | 'reports'
  | 'review'
  | 'courses';

export interface QuickAccessTile {
  label: string;
  to: string;
  icon: QuickAccessIcon;
  /**
   * Whether the tile's page exists. A tile whose page is still the coming-soon panel is hidden (no
   * dead tiles); setting this when the page lands shows it.
   */
  hasPage: boolean;
}

export const QUICK_ACCESS_TILES: readonly QuickAccessTile[] = [
  { label: 'Markets', to: '/trending/markets', icon: 'markets', hasPage: true },
  { label: 'News', to: '/trending/news', icon: 'news', hasPage: true },
  { label: 'Economic Calendar', to: '/trending/economic-calendar', icon: 'calendar', hasPage: true },
  { label: 'Webinars', to: ROUTE_PATHS.webinars, icon: 'webinars', hasPage: true },
  { label: 'Premium Trades', to: '/trending/unlockTrade', icon: 'premium', hasPage: true },
  { label: 'Research Reports', to: '/trending/reports', icon: 'reports', hasPage: true },
  { label: 'Portfolio Review', to: '/portfolioEvaluation', icon: 'review', hasPage: true },
  { label: 'Trading Courses', to: '/video-course-list', icon: 'courses', hasPage: true },
];

export const shownQuickAccessTiles = (tiles: readonly QuickAccessTile[] = QUICK_ACCESS_TILES) =>
  tiles.filter((tile) => tile.hasPage);
