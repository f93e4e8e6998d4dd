import { Box, Paper } from '@mui/material';
import { formatIndianNumber, formatPercent, type PortfolioReview, REVIEW_LIMITS } from '@tradecircle/domain';
import { Figure } from '../../../shared/ui/figure.tsx';
import { Money, signTone } from '../../../shared/ui/money.tsx';
import { ratioText, volatilityText } from '../format.ts';
import { PORTFOLIO_TEXTS as TEXTS } from '../portfolio-texts.ts';

/**
 * The review in figures: value, cost and unrealised P&L at live prices, the holdings' count, risk
 * against NIFTY 50 from a year of closes, and concentration (1 / Herfindahl, the equal holdings the
 * portfolio is worth).
 */
export function SummaryFigures({ review }: { review: PortfolioReview }) {
  const { totals, risk, concentration } = review;
  const hasRisk = risk.volatility !== null || risk.beta !== null;
  return (
    <Paper variant="outlined" component="section" aria-label={TEXTS.summary} sx={{ p: 2 }}>
      <Box sx={gridSx}>
        <Figure label={TEXTS.currentValue} value={<Money amount={totals.value} />} />
        <Figure label={TEXTS.invested} value={<Money amount={totals.cost} />} />
        <Figure
          label={TEXTS.unrealised}
          value={
            <>
              <Money amount={totals.pnl} signed colored />
              {totals.pnl_percent !== null && (
                <Box
                  component="span"
                  sx={{ display: 'block', color: signTone(totals.pnl_percent), fontSize: '0.8em' }}
                >
                  {formatPercent(totals.pnl_percent)}
                </Box>
              )}
            </>
          }
        />
        <Figure label={TEXTS.holdingsCount} value={review.holdings.length} />
        <Figure
          label={TEXTS.volatility}
          value={volatilityText(risk.volatility)}
          note={
            hasRisk
              ? TEXTS.volatilityNote(
                  risk.nifty_volatility === null ? null : volatilityText(risk.nifty_volatility),
                )
              : TEXTS.notEnoughHistory
          }
        />
        <Figure
          label={TEXTS.beta}
          value={
            <Box
              component="span"
              sx={{
                color: risk.beta !== null && risk.beta > REVIEW_LIMITS.highBeta ? 'warning.dark' : undefined,
              }}
            >
              {ratioText(risk.beta)}
            </Box>
          }
          note={hasRisk ? TEXTS.betaNote(risk.days) : undefined}
        />
        <Figure
          label={TEXTS.effectiveHoldings}
          value={formatIndianNumber(concentration.effective_holdings, 1)}
          note={TEXTS.herfindahlNote(formatIndianNumber(concentration.herfindahl, 3))}
        />
      </Box>
    </Paper>
  );
}

// Seven figures: two to a row on a phone (room for ₹99,99,99,999.99), four from 768 px.
const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
} as const;
