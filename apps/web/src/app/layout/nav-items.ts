import type { SvgIconComponent } from '@mui/icons-material';
import BookmarkBorderOutlined from '@mui/icons-material/BookmarkBorderOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import { useLocation } from 'react-router';
import { useSession } from '../../shared/api/use-session.ts';
import { routeTo } from '../../shared/routing/route-names.ts';

export interface NavItem {
  label: string;
  to: string;
  icon: SvgIconComponent;
  /** Path prefix that marks the item active. */
  section: string;
}

/**
 * The main sections; Home points at the user's own feed once logged in. Notifications are the top
 * bar's bell (with the unread badge), for signed-in users.
 */
export function useNavItems(): { items: NavItem[]; activeIndex: number } {
  const { userId } = useSession();
  const { pathname } = useLocation();
  const home = userId ? routeTo('HomePage', { id: userId }) : routeTo('landing');
  const items: NavItem[] = [
    { label: 'Home', to: home, icon: HomeOutlined, section: userId ? '/home' : '/' },
    { label: 'Trending', to: routeTo('mainPage'), icon: TrendingUpOutlined, section: '/trending' },
    { label: 'Watchlist', to: routeTo('watchlist'), icon: BookmarkBorderOutlined, section: '/watchlist' },
    { label: 'Network', to: routeTo('network'), icon: PeopleAltOutlined, section: '/network' },
  ];
  const activeIndex = items.findIndex((item) =>
    item.section === '/' ? pathname === '/' : pathname.toLowerCase().startsWith(item.section),
  );
  return { items, activeIndex };
}
