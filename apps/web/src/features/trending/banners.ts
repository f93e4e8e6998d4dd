/**
 * The banner carousel's five banners (platform.md §2: five banners cycling every 4 s; premium groups,
 * trading, webinars, main page, courses, with Markets for trading and our own video courses for the
 * external courses site). Each leads to a page that exists; they are drawn from text and colour, no images.
 */
import { ROUTE_PATHS, routeTo } from '../../shared/routing/route-names.ts';

export interface Banner {
  id: string;
  title: string;
  text: string;
  cta: string;
  to: string;
  /** The banner's background. */
  background: string;
}

export function trendingBanners(viewerId: number): Banner[] {
  return [
    {
      id: 'premium-groups',
      title: 'Premium Groups',
      text: 'Featured calls from SEBI-registered experts, with their track record in the open.',
      cta: 'Explore groups',
      to: ROUTE_PATHS.premiumGroups,
      background: 'linear-gradient(120deg, #0b3d91 0%, #3d63b8 100%)',
    },
    {
      id: 'markets',
      title: 'Markets today',
      text: 'Indices, the day’s top movers and the sector heatmap, live.',
      cta: 'Open Markets',
      to: '/trending/markets',
      background: 'linear-gradient(120deg, #00695c 0%, #00897b 100%)',
    },
    {
      id: 'webinars',
      title: 'Webinars',
      text: 'Live sessions with experts, free or paid, from beginner to advanced.',
      cta: 'See webinars',
      to: ROUTE_PATHS.webinars,
      background: 'linear-gradient(120deg, #024a70 0%, #026aa2 100%)',
    },
    {
      id: 'home-feed',
      title: 'Your feed',
      text: 'The latest trades of the experts and stocks you follow, with live prices.',
      cta: 'Go to your feed',
      to: routeTo('HomePage', { id: viewerId }),
      background: 'linear-gradient(120deg, #9a3412 0%, #c4320a 100%)',
    },
    {
      id: 'video-courses',
      title: 'Trading Courses',
      text: 'Video lessons and courses by the experts, free and paid, verified before they are shown.',
      cta: 'Browse courses',
      to: routeTo('VideoCourseList'),
      background: 'linear-gradient(120deg, #5b2c9f 0%, #6941c6 100%)',
    },
  ];
}
