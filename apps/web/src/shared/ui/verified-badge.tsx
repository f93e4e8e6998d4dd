import VerifiedIcon from '@mui/icons-material/Verified';
import { Box } from '@mui/material';
import { LazyTooltip } from './lazy-tooltip.tsx';

export const VERIFIED_BADGE_LABEL = 'SEBI Registered';

/** The regulator-registered badge; focusable so keyboard users get its tooltip too. */
export function VerifiedBadge({ size = 18 }: { size?: number }) {
  return (
    <LazyTooltip title={VERIFIED_BADGE_LABEL}>
      <Box
        component="span"
        role="img"
        tabIndex={0}
        sx={{ display: 'inline-flex', color: 'primary.main', borderRadius: '50%', lineHeight: 0 }}
      >
        <VerifiedIcon aria-hidden sx={{ fontSize: size }} />
      </Box>
    </LazyTooltip>
  );
}
