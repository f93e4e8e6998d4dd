import AssessmentIcon from '@mui/icons-material/Assessment';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import RateReviewIcon from '@mui/icons-material/RateReview';
import SchoolIcon from '@mui/icons-material/School';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { Box, ButtonBase, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router';
import { type QuickAccessIcon, type QuickAccessTile, shownQuickAccessTiles } from '../quick-access.ts';
import { TRENDING_TEXTS } from '../trending-texts.ts';

const ICONS: Record<QuickAccessIcon, ComponentType<{ fontSize?: 'medium' }>> = {
  markets: ShowChartIcon,
  news: NewspaperIcon,
  calendar: CalendarMonthIcon,
  webinars: OndemandVideoIcon,
  premium: WorkspacePremiumIcon,
  reports: AssessmentIcon,
  review: RateReviewIcon,
  courses: SchoolIcon,
};

/** The Quick Access tiles whose page exists, as links: three a row on phones, one row from 768 px. */
export function QuickAccessTiles({ tiles }: { tiles?: readonly QuickAccessTile[] }) {
  const shown = shownQuickAccessTiles(tiles);
  return (
    <Box component="nav" aria-labelledby="quick-access-title">
      <Typography id="quick-access-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {TRENDING_TEXTS.quickAccess}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'repeat(3, minmax(0, 1fr))',
            md: 'repeat(auto-fit, minmax(120px, 1fr))',
          },
        }}
      >
        {shown.map((tile) => {
          const Icon = ICONS[tile.icon];
          return (
            <li key={tile.label}>
              <ButtonBase
                component={RouterLink}
                to={tile.to}
                sx={{
                  width: '100%',
                  height: '100%',
                  minHeight: 88,
                  p: 1.5,
                  gap: 0.75,
                  flexDirection: 'column',
                  borderRadius: 2,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: 'background.paper',
                  color: 'primary.main',
                  textAlign: 'center',
                  '&:hover': { bgcolor: 'action.hover' },
                  '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              >
                <Icon fontSize="medium" />
                <Typography variant="body2" sx={{ fontWeight: 600, color: 'text.primary', lineHeight: 1.2 }}>
                  {tile.label}
                </Typography>
              </ButtonBase>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
