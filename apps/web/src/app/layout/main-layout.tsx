import { Box, Container } from '@mui/material';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { MOBILE_NAV_HEIGHT_PX } from '../../shared/ui/app-frame.ts';
import { LoadingScreen } from '../../shared/ui/loading-screen.tsx';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { MobileNav } from './mobile-nav.tsx';

const FULL_WIDTH_PATHS = new Set(['/', '/subscribe']);

/** Header, page, footer, and the bottom navigation on phones. Landing pages draw their own width. */
export function MainLayout() {
  const { pathname } = useLocation();
  const isFullWidth = FULL_WIDTH_PATHS.has(pathname.toLowerCase());
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        pb: { xs: `${MOBILE_NAV_HEIGHT_PX}px`, md: 0 },
      }}
    >
      <AppHeader />
      {/* At least a screen high, so the footer starts out of view and does not jump down while a
          page and its data arrive (layout shift). */}
      <Box component="main" sx={{ flex: 1, minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
        <Suspense fallback={<LoadingScreen />}>
          {isFullWidth ? (
            <Outlet />
          ) : (
            <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
              <Outlet />
            </Container>
          )}
        </Suspense>
      </Box>
      <AppFooter />
      <MobileNav />
    </Box>
  );
}
