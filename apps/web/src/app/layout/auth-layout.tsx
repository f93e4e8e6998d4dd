import { Box } from '@mui/material';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../../shared/ui/loading-screen.tsx';
import { Logo } from '../../shared/ui/logo.tsx';

/** A centred card for login, OTP and profile completion. */
export function AuthLayout() {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        px: 2,
        py: 4,
        background: 'linear-gradient(160deg, #eef2fb 0%, #f4f6fb 60%, #e8f5ee 100%)',
      }}
    >
      <Logo />
      <Box sx={{ width: '100%', maxWidth: 520 }}>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
