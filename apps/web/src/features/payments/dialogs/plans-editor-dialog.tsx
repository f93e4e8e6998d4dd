import {
  Box,
  Button,
  FormControlLabel,
  InputAdornment,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import {
  type Group,
  PAYMENT_SNACKBAR_MS,
  PLAN_PERIODS,
  PlanInputSchema,
  type PlanPeriod,
} from '@tradecircle/domain';
import { useState } from 'react';
import { notify } from '../../../shared/api/app-bridge.ts';
import type { PlanInput } from '../api.ts';
import { notifyPaymentRefusal, useSaveGroupPlans } from '../hooks.ts';
import { PAYMENT_TEXTS, plansOf } from '../payment-texts.ts';
import { EditorDialog } from './editor-dialog.tsx';

interface Row {
  plan: PlanPeriod;
  isOn: boolean;
  price: string;
  discountPrice: string;
  isDiscountLive: boolean;
}
type RowErrors = Partial<Record<'price' | 'discountPrice', string>>;

function rowsOf(group: Group): Row[] {
  const plans = plansOf(group);
  return PLAN_PERIODS.map((period) => {
    const plan = plans.find((entry) => entry.plan === period);
    return {
      plan: period,
      isOn: Boolean(plan),
      price: plan ? String(plan.price) : '',
      discountPrice: plan?.discount_price == null ? '' : String(plan.discount_price),
      isDiscountLive: plan?.is_discount_price_live ?? false,
    };
  });
}

/** A row as PUT group-plans takes it, or its field errors (the domain's PlanInputSchema, as the server checks). */
function readRow(row: Row): { input: PlanInput } | { errors: RowErrors } {
  const input = {
    plan: row.plan,
    price: row.price.trim(),
    discount_price: row.discountPrice.trim() || null,
    is_discount_price_live: row.discountPrice.trim() !== '' && row.isDiscountLive,
  };
  const parsed = PlanInputSchema.safeParse(input);
  if (parsed.success) {
    return {
      input: {
        ...input,
        price: Number(input.price),
        discount_price: input.discount_price === null ? null : Number(input.discount_price),
      },
    };
  }
  const errors: RowErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'discount_price' ? 'discountPrice' : 'price';
    errors[field] ??= issue.message;
  }
  return { errors };
}

/**
 * The admin's subscription plans (issue 18 "Plans per premium group"): the six periods, each on or
 * off with its price, a discount price and whether the discount is live. Saving replaces the set
 * (PUT group-plans); a period turned off is retired by the server, never deleted.
 */
export function PlansEditorDialog({
  group,
  open,
  onClose,
}: {
  group: Group;
  open: boolean;
  onClose: () => void;
}) {
  const save = useSaveGroupPlans(group.id);
  const [rows, setRows] = useState(() => rowsOf(group));
  const [errors, setErrors] = useState<Partial<Record<PlanPeriod, RowErrors>>>({});
  // Each opening starts from the group's plans as they are now (the dialog stays mounted between).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setRows(rowsOf(group));
      setErrors({});
    }
  }

  const change = (period: PlanPeriod, patch: Partial<Row>) => {
    setRows((current) => current.map((row) => (row.plan === period ? { ...row, ...patch } : row)));
    setErrors((current) => ({ ...current, [period]: undefined }));
  };

  const submit = () => {
    const found: Partial<Record<PlanPeriod, RowErrors>> = {};
    const plans: PlanInput[] = [];
    for (const row of rows.filter((entry) => entry.isOn)) {
      const read = readRow(row);
      if ('errors' in read) found[row.plan] = read.errors;
      else plans.push(read.input);
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(plans, {
      onSuccess: (answer) => {
        notify(answer.message, 'success', PAYMENT_SNACKBAR_MS);
        onClose();
      },
      onError: (error) => notifyPaymentRefusal(error, 'The plans could not be saved.'),
    });
  };

  return (
    <EditorDialog
      open={open}
      onClose={onClose}
      title={PAYMENT_TEXTS.subscriptionPlans}
      maxWidth="md"
      submit={
        <Button variant="contained" onClick={submit} loading={save.isPending}>
          Save plans
        </Button>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Prices in rupees. A discount shows as the price to pay, with the price struck through, while it is
        live.
      </Typography>
      <Stack spacing={2}>
        {rows.map((row) => {
          const rowErrors = errors[row.plan] ?? {};
          return (
            <Box
              key={row.plan}
              role="group"
              aria-label={`${row.plan} plan`}
              sx={{
                display: 'grid',
                gap: 1.5,
                alignItems: 'start',
                gridTemplateColumns: { xs: '1fr 1fr', md: '150px 1fr 1fr 170px' },
                pb: 2,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <FormControlLabel
                sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, mt: { md: 1 } }}
                control={
                  <Switch
                    checked={row.isOn}
                    onChange={(event) => change(row.plan, { isOn: event.target.checked })}
                  />
                }
                label={row.plan}
              />
              <TextField
                size="small"
                label="Price"
                value={row.price}
                disabled={!row.isOn}
                onChange={(event) => change(row.plan, { price: event.target.value })}
                error={Boolean(rowErrors.price)}
                helperText={rowErrors.price}
                slotProps={{
                  htmlInput: { inputMode: 'decimal' },
                  input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
                }}
              />
              <TextField
                size="small"
                label="Discount price"
                value={row.discountPrice}
                disabled={!row.isOn}
                onChange={(event) => change(row.plan, { discountPrice: event.target.value })}
                error={Boolean(rowErrors.discountPrice)}
                helperText={rowErrors.discountPrice}
                slotProps={{
                  htmlInput: { inputMode: 'decimal' },
                  input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
                }}
              />
              <FormControlLabel
                sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, mt: { md: 1 } }}
                control={
                  <Switch
                    checked={row.isDiscountLive}
                    disabled={!row.isOn || row.discountPrice.trim() === ''}
                    onChange={(event) => change(row.plan, { isDiscountLive: event.target.checked })}
                  />
                }
                label="Discount live"
              />
            </Box>
          );
        })}
      </Stack>
    </EditorDialog>
  );
}
