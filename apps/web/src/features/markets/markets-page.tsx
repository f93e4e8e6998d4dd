import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Box, Chip, Container, Stack, Typography } from '@mui/material';
import { IndexTicker } from './components/index-ticker.tsx';
import { MarketMovers } from './components/market-movers.tsx';
import { SectorHeatmap } from './components/sector-heatmap.tsx';
import { MARKETS_TEXTS } from './markets-texts.ts';

/**
 * /trending/markets: the index ticker, market movers and the sector heatmap, all from our own
 * data and the live socket (platform.md §2 Markets; no third-party widget, the CSP stays as it is).
 * Movers beside the heatmap from 1200 px, one column below.
 */
export function MarketsPage() {
  return (
    <Container maxWidth="lg" disableGutters sx={{ pb: 4 }}>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
            {MARKETS_TEXTS.title}
          </Typography>
          <Chip
            icon={<InfoOutlinedIcon />}
            label={MARKETS_TEXTS.simulated}
            size="small"
            variant="outlined"
            aria-describedby="markets-simulated-note"
          />
        </Box>
        <Typography id="markets-simulated-note" variant="body2" color="text.secondary">
          {MARKETS_TEXTS.simulatedNote}
        </Typography>
        <IndexTicker />
        <Stack
          direction={{ xs: 'column', lg: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ alignItems: { lg: 'flex-start' } }}
        >
          <Box sx={{ flex: 1, minWidth: 0, order: { xs: 2, lg: 1 } }}>
            <SectorHeatmap />
          </Box>
          <Box sx={{ width: { lg: 360 }, flex: 'none', order: { xs: 1, lg: 2 } }}>
            <MarketMovers />
          </Box>
        </Stack>
      </Stack>
    </Container>
  );
}
