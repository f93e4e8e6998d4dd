import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import { Alert, Stack } from '@mui/material';
import type { PortfolioReview } from '@tradecircle/domain';
import { PORTFOLIO_TEXTS as TEXTS } from '../portfolio-texts.ts';

/** The review's plain-language warnings, one Alert each; a calm note when nothing stands out. */
export function ReviewFlags({ flags }: { flags: PortfolioReview['flags'] }) {
  return (
    <Stack component="section" aria-label={TEXTS.flags} spacing={1}>
      {flags.length === 0 ? (
        <Alert severity="success" variant="outlined" icon={<CheckCircleOutline fontSize="inherit" />}>
          {TEXTS.nothingStandsOut}
        </Alert>
      ) : (
        flags.map((flag) => (
          <Alert key={`${flag.code} ${flag.text}`} severity="warning" data-code={flag.code}>
            {flag.text}
          </Alert>
        ))
      )}
    </Stack>
  );
}
