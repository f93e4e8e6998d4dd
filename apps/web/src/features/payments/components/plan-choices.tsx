import { FormControlLabel, Radio, RadioGroup } from '@mui/material';
import type { Plan } from '../api.ts';
import { PlanLine } from './plan-line.tsx';

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
              '& .MuiFormControlLabel-label': { flexGrow: 1, minWidth: 0, display: 'flex' },
            }}
            label={<PlanLine plan={plan} />}
          />
        );
      })}
    </RadioGroup>
  );
}
