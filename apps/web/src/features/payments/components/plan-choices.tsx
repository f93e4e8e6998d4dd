import { Box, Chip, FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { formatRupees } from '@tradecircle/domain';
import type { Plan } from '../api.ts';
import { hasLiveDiscount } from '../payment-texts.ts';

/**
 * A premium group's plans as radio choices (§2 "Premium group payment dialog"): the period, the price
 * to pay and, while a discount is live, the struck-through price and 'Save n%'.
 */
export function PlanChoices({
  plans,
  value,
  onChange,
  disabled = false,
}: {
  plans: Plan[];
  value: number | null;
  onChange: (planId: number) => void;
  disabled?: boolean;
}) {
  return (
    <RadioGroup
      aria-label="Subscription plans"
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ gap: 1 }}
    >
      {plans.map((plan) => {
        const isDiscounted = hasLiveDiscount(plan);
        const isChosen = plan.id === value;
        return (
          <FormControlLabel
            key={plan.id}
            value={String(plan.id)}
            disabled={disabled}
            control={<Radio size="small" />}
            sx={{
              m: 0,
              pr: 1.5,
              border: 1,
              borderRadius: 1,
              borderColor: isChosen ? 'primary.main' : 'divider',
              bgcolor: isChosen ? 'action.selected' : undefined,
              '& .MuiFormControlLabel-label': { flexGrow: 1, minWidth: 0 },
            }}
            label={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 0.75 }}>
                <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>{plan.plan_name}</Typography>
                {isDiscounted && (
                  <Chip
                    label={`Save ${plan.discount_percentage}%`}
                    size="small"
                    color="success"
                    variant="outlined"
                  />
                )}
                <Box sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                  {isDiscounted && (
                    <Typography
                      component="s"
                      variant="caption"
                      color="text.secondary"
                      sx={{ display: 'block', lineHeight: 1.2 }}
                    >
                      {formatRupees(plan.price)}
                    </Typography>
                  )}
                  <Typography component="span" sx={{ fontWeight: 700 }}>
                    {formatRupees(isDiscounted ? (plan.discount_price ?? plan.price) : plan.price)}
                  </Typography>
                </Box>
              </Stack>
            }
          />
        );
      })}
    </RadioGroup>
  );
}
