import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import { Box, Stack, Typography } from '@mui/material';
import { APP_NAME } from '@tradecircle/domain';

const POINTS = [
  '3-4 equity trading calls every market day',
  'Every call and its result written to a public, verifiable track record',
  'Entry, target and stop loss with every call',
  'Calls delivered in the app the moment they are posted',
] as const;

/**
 * The marketing copy of the daily equity trading calls subscription (platform.md §9). The spec's
 * '70% monthly accuracy' is not typed in (issue 16): a figure is shown only where it is measured from
 * the track record, with its period and its number of calls.
 */
export function SubscribePitch() {
  return (
    <Box>
      <Typography
        variant="overline"
        sx={{ color: 'success.light', fontWeight: 700, letterSpacing: '0.12em' }}
      >
        {APP_NAME} Daily Calls
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' }, lineHeight: 1.15, mt: 1 }}>
        Daily equity trading calls from experts
      </Typography>
      <Typography sx={{ mt: 2, fontSize: { xs: '1.05rem', md: '1.2rem' }, opacity: 0.9 }}>
        Start every trading day with 3-4 researched equity calls, each one on the record from entry to exit.
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ mt: 3, p: 0, listStyle: 'none' }}>
        {POINTS.map((point) => (
          <Stack component="li" key={point} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <CheckCircleOutline sx={{ color: 'success.light' }} />
            <Typography>{point}</Typography>
          </Stack>
        ))}
      </Stack>
      <Typography variant="body2" sx={{ mt: 3, opacity: 0.75 }}>
        Past calls are no guarantee of future returns. Investments in securities markets are subject to market
        risks.
      </Typography>
    </Box>
  );
}
