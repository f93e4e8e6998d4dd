import { BottomNavigation, BottomNavigationAction, Paper } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { MOBILE_NAV_HEIGHT_PX } from '../../shared/ui/app-frame.ts';
import { useNavItems } from './nav-items.ts';

/** Bottom navigation for screens narrower than the 768 px mobile breakpoint. */
export function MobileNav() {
  const { items, activeIndex } = useNavItems();
  return (
    <Paper
      component="nav"
      aria-label="Main"
      elevation={8}
      sx={{
        display: { xs: 'block', md: 'none' },
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 'appBar',
      }}
    >
      <BottomNavigation
        showLabels
        value={activeIndex === -1 ? false : activeIndex}
        sx={{ height: MOBILE_NAV_HEIGHT_PX }}
      >
        {items.map((item) => (
          <BottomNavigationAction
            key={item.label}
            component={RouterLink}
            to={item.to}
            label={item.label}
            icon={<item.icon />}
            sx={{ minWidth: 0, px: 0.25, '& .MuiBottomNavigationAction-label': { fontSize: '0.68rem' } }}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
