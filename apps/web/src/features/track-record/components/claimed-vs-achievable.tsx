import { Box, Skeleton, Stack, Typography } from '@mui/material';
import type { ClaimedVersusAchievableAnswer, FigureBasis } from '@tradecircle/domain';

const signedPercent = (value: number | null) =>
  value === null ? '-' : `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(2)}%`;
const signedPoints = (value: number | null) =>
  value === null ? '-' : `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(2)} pts`;

function seconds(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const value = ms / 1000;
  return `${value < 10 ? Number(value.toFixed(1)) : Math.round(value)} s`;
}

/** How the achievable side was measured, in one sentence (docs/metrics.md "Claimed versus achievable"). */
export function achievableMethod(compared: ClaimedVersusAchievableAnswer): string {
  const delivery =
    compared.median_delivery_ms === null
      ? 'when its notification reached you'
      : `when its notification reached you (median ${seconds(compared.median_delivery_ms)} after posting)`;
  const slippage =
    compared.slippage_ticks === 0
      ? 'no slippage'
      : `${compared.slippage_ticks} tick${compared.slippage_ticks === 1 ? '' : 's'} of slippage on market orders`;
  return `Achievable: copying each call ${delivery} plus ${seconds(compared.reaction_seconds * 1000)} to act, at the prices that followed, with ${slippage}.`;
}

/**
 * What the calls claimed beside what a follower could have achieved copying them: the average return
 * per call of each and the gap, gross or net of charges, with how it was measured. Used by a
 * profile's Track record panel and a group's KPIs.
 */
export function ClaimedVersusAchievable({
  compared,
  basis,
  isError = false,
}: {
  compared: ClaimedVersusAchievableAnswer | undefined;
  basis: FigureBasis;
  isError?: boolean;
}) {
  const summary = compared?.[basis];
  const tiles = [
    { label: 'Claimed per call', value: summary ? signedPercent(summary.claimed_average) : null },
    { label: 'Achievable per call', value: summary ? signedPercent(summary.achievable_average) : null },
    { label: 'Gap', value: summary ? signedPoints(summary.gap) : null },
  ];
  return (
    <Box
      component="section"
      aria-labelledby="claimed-vs-achievable-title"
      data-testid="claimed-vs-achievable"
    >
      <Typography id="claimed-vs-achievable-title" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Claimed vs achievable{basis === 'net' ? ', net of charges' : ''}
      </Typography>
      {isError && !compared ? (
        <Typography variant="body2" color="text.secondary">
          The comparison could not be loaded.
        </Typography>
      ) : compared && summary && summary.calls === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {compared.calls_pending > 0
            ? 'The calls closed moments ago count once a follower’s copy of them settles.'
            : compared.calls_without_prices > 0
              ? `None of this period's ${compared.calls_without_prices} closed call${compared.calls_without_prices === 1 ? '' : 's'} can be compared: ${compared.calls_without_prices === 1 ? 'it' : 'they'} closed before prices were kept.`
              : 'No closed calls with recorded prices in this period yet.'}
        </Typography>
      ) : (
        <>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}
          >
            {tiles.map((tile) => (
              <Box
                key={tile.label}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 }}
              >
                <Typography component="dt" variant="caption" color="text.secondary">
                  {tile.label}
                </Typography>
                <Typography
                  component="dd"
                  variant="subtitle1"
                  // Three tiles side by side on a phone too: a figure with its unit stays on one line.
                  sx={{
                    m: 0,
                    fontWeight: 600,
                    fontVariantNumeric: 'tabular-nums',
                    fontSize: { xs: '0.9rem', sm: '1rem' },
                    whiteSpace: 'nowrap',
                  }}
                >
                  {tile.value ?? <Skeleton width="60%" />}
                </Typography>
              </Box>
            ))}
          </Box>
          <Stack sx={{ mt: 1, minHeight: '2.5em' }}>
            {compared && summary ? (
              <Typography variant="caption" color="text.secondary">
                Over {summary.calls} closed call{summary.calls === 1 ? '' : 's'}
                {summary.achievable_calls < summary.calls
                  ? ` (${summary.calls - summary.achievable_calls} a follower could not close count as 0)`
                  : ''}
                . {achievableMethod(compared)}
                {compared.calls_pending > 0
                  ? ` ${compared.calls_pending} call${compared.calls_pending === 1 ? '' : 's'} closed moments ago ${compared.calls_pending === 1 ? 'counts' : 'count'} once a follower's copy settles.`
                  : ''}
                {compared.calls_without_prices > 0
                  ? ` ${compared.calls_without_prices} call${compared.calls_without_prices === 1 ? '' : 's'} closed before prices were kept ${compared.calls_without_prices === 1 ? 'is' : 'are'} left out.`
                  : ''}
              </Typography>
            ) : (
              <Skeleton width="80%" />
            )}
          </Stack>
        </>
      )}
    </Box>
  );
}
