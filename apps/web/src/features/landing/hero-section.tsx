import ArrowForward from '@mui/icons-material/ArrowForward';
import { Box, Button, Container, Typography } from '@mui/material';
import { APP_NAME } from '@tradecircle/domain';
import { Link as RouterLink } from 'react-router';
import { routeTo } from '../../shared/routing/route-names.ts';

export function HeroSection() {
  return (
    <Box
      component="section"
      sx={{
        color: 'common.white',
        background:
          'radial-gradient(circle at 85% 15%, #1f6fd1 0%, transparent 45%), linear-gradient(135deg, #072a66 0%, #0b3d91 60%, #0e4fae 100%)',
        py: { xs: 8, md: 14 },
      }}
    >
      <Container maxWidth="lg">
        <Box sx={{ maxWidth: 760 }}>
          <Typography
            variant="overline"
            sx={{ color: 'success.light', fontWeight: 700, letterSpacing: '0.12em', fontSize: '0.8rem' }}
          >
            Social trading for India
          </Typography>
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: '2.25rem', sm: '2.75rem', md: '3.75rem' }, lineHeight: 1.1, mt: 1 }}
          >
            Individual investing to community {APP_NAME}
          </Typography>
          <Typography
            sx={{ mt: 3, fontSize: { xs: '1.05rem', md: '1.25rem' }, opacity: 0.88, maxWidth: 620 }}
          >
            Follow experts, see their trade calls with entry, target and stop loss, and learn from a community
            of retail investors across India.
          </Typography>
          <Button
            component={RouterLink}
            to={routeTo('login')}
            size="large"
            variant="contained"
            color="success"
            endIcon={<ArrowForward />}
            sx={{ mt: 5, px: 4, py: 1.5, fontSize: '1.05rem' }}
          >
            Get started
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
