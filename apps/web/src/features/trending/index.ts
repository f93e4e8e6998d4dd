/** The trending feature's public entry: what other features and the shell use at once. Re-exports only. */
export { trendingBanners } from './banners.ts';
export { BannerCarousel } from './components/banner-carousel.tsx';
export { LazyPremiumGroupsSection, LazyTrendingVideosSection } from './components/lazy-sections.tsx';
