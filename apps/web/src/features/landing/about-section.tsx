import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { Box, Container, Grid, Paper, Stack, Typography } from '@mui/material';
import { APP_NAME } from '@tradecircle/domain';
import { AboutCarousel } from './about-carousel.tsx';
import { ABOUT_SLIDES } from './about-slides.ts';

const HIGHLIGHTS = [
  {
    icon: VerifiedOutlined,
    title: 'Transparent trade calls',
    text: 'Every call shows its entry price, targets, stop loss and holding period, and its status from upcoming to closed.',
  },
  {
    icon: GroupsOutlined,
    title: 'Groups and premium groups',
    text: 'Join free groups or subscribe to premium groups run by SEBI registered experts.',
  },
  {
    icon: SchoolOutlined,
    title: 'Learn as you go',
    text: 'Webinars, video courses, research reports and news help you understand the market, not just follow it.',
  },
] as const;

export function AboutSection() {
  return (
    <Box component="section" aria-labelledby="about-heading" sx={{ py: { xs: 6, md: 10 } }}>
      <Container maxWidth="lg">
        <Typography id="about-heading" variant="h2" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          About {APP_NAME}
        </Typography>
        <Grid container spacing={{ xs: 4, md: 6 }} sx={{ mt: 1, alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack spacing={2} sx={{ color: 'text.secondary', fontSize: '1.05rem' }}>
              <Typography sx={{ fontSize: 'inherit' }}>
                {APP_NAME} is a community for retail investors in India. Experts post buy and sell
                recommendations on equity and futures-and-options, and everyone can follow them, copy a trade,
                comment on it and keep it in a watchlist.
              </Typography>
              <Typography sx={{ fontSize: 'inherit' }}>
                Experts registered with SEBI carry a badge, so you always know whose research you are reading.
                Live prices move every trade from upcoming to live to closed, and its profit or loss is shown
                as it happens.
              </Typography>
              <Typography sx={{ fontSize: 'inherit' }}>
                Practise with virtual trades before you put money at risk, or place real trades through your
                broker when you are ready.
              </Typography>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <AboutCarousel slides={ABOUT_SLIDES} />
          </Grid>
        </Grid>
        <Grid container spacing={3} sx={{ mt: 5 }}>
          {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
            <Grid key={title} size={{ xs: 12, md: 4 }}>
              <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
                <Icon color="primary" sx={{ fontSize: 36 }} />
                <Typography variant="h6" component="h3" sx={{ mt: 1.5, fontWeight: 700 }}>
                  {title}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {text}
                </Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
