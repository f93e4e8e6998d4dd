import { AppBar, Box, Button, Container, Toolbar } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { loadNotificationBell } from '../../features/notifications/lazy.ts';
import { HeaderSearch } from '../../features/securities/index.ts';
import { useIsLoggedIn } from '../../shared/api/use-session.ts';
import { AfterPaint } from '../../shared/lazy/after-paint.tsx';
import { withTimeout } from '../../shared/lazy/lazy-page.ts';
import { routeTo } from '../../shared/routing/route-names.ts';
import { Logo } from '../../shared/ui/logo.tsx';
import { useNavItems } from './nav-items.ts';

// Signed-in users only; its menu and tooltip (MUI Popover, Popper) stay out of a visitor's first load.
const AccountMenu = lazy(() =>
  withTimeout(import('./account-menu.tsx')).then((module) => ({ default: module.AccountMenu })),
);
// Signed-in users only, with the request layer and the live notifications it needs.
const NotificationBell = lazy(() =>
  withTimeout(loadNotificationBell()).then((module) => ({
    default: module.NotificationBell,
  })),
);

// The bell and the account menu load after the page's first paint: with their menus and tooltip
// (14 files) they came before it on a phone.
const ACCOUNT_BUTTONS_PLACEHOLDER = <Box sx={{ width: 88, height: 40 }} />;

export function AppHeader() {
  const isLoggedIn = useIsLoggedIn();
  const { items, activeIndex } = useNavItems();

  return (
    <AppBar
      position="sticky"
      color="inherit"
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: { xs: 56, md: 64 } }}>
          <Logo />
          <Box
            component="nav"
            aria-label="Main"
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, mx: 'auto' }}
          >
            {items.map((item, index) => (
              <Button
                key={item.label}
                component={RouterLink}
                to={item.to}
                startIcon={<item.icon />}
                color={index === activeIndex ? 'primary' : 'inherit'}
                aria-current={index === activeIndex ? 'page' : undefined}
                aria-label={item.label}
                title={item.label}
                sx={{
                  px: 1.5,
                  minWidth: { md: 44, lg: 64 },
                  color: index === activeIndex ? 'primary.main' : 'text.secondary',
                  // From 768 to 1199 px the icons alone: with their labels, the search box and the
                  // account buttons the bar was 221 px wider than a 768 px screen.
                  '& .MuiButton-startIcon': { mr: { md: 0, lg: 1 }, ml: { md: 0, lg: -0.5 } },
                }}
              >
                <Box component="span" sx={{ display: { md: 'none', lg: 'inline' } }}>
                  {item.label}
                </Box>
              </Button>
            ))}
          </Box>
          <Box sx={{ ml: { xs: 'auto', md: 0 }, display: 'flex', alignItems: 'center', gap: 1 }}>
            <HeaderSearch />
            {isLoggedIn ? (
              <AfterPaint placeholder={ACCOUNT_BUTTONS_PLACEHOLDER}>
                <Suspense fallback={ACCOUNT_BUTTONS_PLACEHOLDER}>
                  <NotificationBell />
                  <AccountMenu />
                </Suspense>
              </AfterPaint>
            ) : (
              <Button component={RouterLink} to={routeTo('login')} variant="contained">
                Login
              </Button>
            )}
          </Box>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
