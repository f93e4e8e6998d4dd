import { Chip, Stack, Typography } from '@mui/material';
import { formatRupees } from '@tradecircle/domain';
import type { Plan } from '../api.ts';
import { hasLiveDiscount } from '../payment-texts.ts';

/** A plan's price: while a discount is live, 'Save n%', the price struck through and the discounted one. */
export function PlanPrice({ plan }: { plan: Plan }) {
  const isDiscounted = hasLiveDiscount(plan);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
      {isDiscounted && (
        <Chip label={`Save ${plan.discount_percentage}%`} size="small" color="success" variant="outlined" />
      )}
      {isDiscounted && (
        <Typography component="s" variant="body2" color="text.secondary">
          {formatRupees(plan.price)}
        </Typography>
      )}
      <Typography component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
        {formatRupees(isDiscounted ? (plan.discount_price ?? plan.price) : plan.price)}
      </Typography>
    </Stack>
  );
}
