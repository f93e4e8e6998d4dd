import { Box, Typography } from '@mui/material';
import { APP_NAME } from '@tradecircle/domain';
import { Link as RouterLink } from 'react-router';

interface LogoProps {
  /** Light text for dark backgrounds (the app bar). */
  inverse?: boolean;
}

export function Logo({ inverse = false }: LogoProps) {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={`${APP_NAME} home`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, textDecoration: 'none', color: 'inherit' }}
    >
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 28, height: 28 }} />
      <Typography
        component="span"
        variant="h6"
        sx={{ fontWeight: 800, letterSpacing: '-0.02em', color: inverse ? 'common.white' : 'primary.main' }}
      >
        Trade
        <Box component="span" sx={{ color: inverse ? 'success.light' : 'success.main' }}>
          Circle
        </Box>
      </Typography>
    </Box>
  );
}
