import { Box, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import { formatDate, type HoldingOverlap } from '@tradecircle/domain';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import { profilePath, securityPath } from '../../../shared/routing/route-names.ts';
import { callStatusText } from '../format.ts';
import { PORTFOLIO_TEXTS as TEXTS } from '../portfolio-texts.ts';

/**
 * The holdings the experts the user follows have called: the calls and how many are open, the
 * experts (their profiles) and the latest call's side, status and date.
 */
export function OverlapList({ overlap }: { overlap: readonly HoldingOverlap[] }) {
  return (
    <Paper variant="outlined" component="section" aria-label={TEXTS.overlap} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2">
        {TEXTS.overlap}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {overlap.length === 0 ? TEXTS.overlapEmpty : TEXTS.overlapIntro}
      </Typography>
      {overlap.length > 0 && (
        <Box
          component="ul"
          aria-label={TEXTS.overlap}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {overlap.map((item) => (
            <Box
              component="li"
              key={item.security_id}
              aria-label={item.symbol}
              sx={{ minWidth: 0, border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
            >
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
              >
                <Link component={RouterLink} to={securityPath(item.symbol, 'NSE')} sx={{ fontWeight: 700 }}>
                  {item.symbol}
                </Link>
                <Chip size="small" variant="outlined" label={TEXTS.calls(item.calls)} />
                {item.open_calls > 0 && (
                  <Chip size="small" color="primary" label={TEXTS.openCalls(item.open_calls)} />
                )}
              </Stack>
              <Typography variant="body2" sx={{ mt: 0.75, overflowWrap: 'anywhere' }}>
                {TEXTS.by}{' '}
                {item.experts.map((expert, index) => (
                  <Fragment key={expert.user_id}>
                    {index > 0 && ', '}
                    <Link component={RouterLink} to={profilePath(expert.user_id, expert.name)}>
                      {expert.name}
                    </Link>
                  </Fragment>
                ))}
              </Typography>
              {item.latest && (
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                  {TEXTS.latestCall}: {item.latest.trade_type} · {callStatusText(item.latest.status)} ·{' '}
                  {formatDate(item.latest.created_at)} · {item.latest.expert}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
