import { Box, Chip, Stack, Typography } from '@mui/material';
import { formatRupees } from '@tradecircle/domain';
import type { Plan } from '../api.ts';
import { hasLiveDiscount } from '../payment-texts.ts';

/**
 * A plan as a line: its period (with 'Save n%' while a discount is live) and its price to pay (with
 * the price struck through above it while the discount is live). Two columns, so it fits a phone
 * and the page's side panel.
 */
export function PlanLine({ plan }: { plan: Plan }) {
  const isDiscounted = hasLiveDiscount(plan);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexGrow: 1, minWidth: 0, py: 0.75 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{plan.plan_name}</Typography>
        {isDiscounted && (
          <Chip
            label={`Save ${plan.discount_percentage}%`}
            size="small"
            color="success"
            variant="outlined"
            sx={{ mt: 0.25 }}
          />
        )}
      </Box>
      <Box sx={{ textAlign: 'right', flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
        {isDiscounted && (
          <Typography
            component="s"
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block', lineHeight: 1.3 }}
          >
            {formatRupees(plan.price)}
          </Typography>
        )}
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {formatRupees(isDiscounted ? (plan.discount_price ?? plan.price) : plan.price)}
        </Typography>
      </Box>
    </Stack>
  );
}
