import {
  Alert,
  Box,
  Button,
  Chip,
  Divider,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import {
  CouponCreateSchema,
  formatDate,
  type Group,
  indiaIsoDate,
  PAYMENT_SNACKBAR_MS,
} from '@tradecircle/domain';
import { type FormEvent, useState } from 'react';
import { notify } from '../../../shared/api/app-bridge.ts';
import { HttpError, serverMessage } from '../../../shared/api/http-errors.ts';
import { DateField } from '../../../shared/ui/date-field.tsx';
import type { Coupon, CouponInput } from '../api.ts';
import { notifyPaymentRefusal, useCoupons, useCreateCoupon, useDeactivateCoupon } from '../hooks.ts';
import { PAYMENT_TEXTS } from '../payment-texts.ts';
import { EditorDialog } from './editor-dialog.tsx';

type Field = 'code' | 'discount_percentage' | 'valid_from' | 'valid_until' | 'usage_limit';

interface Draft {
  code: string;
  percent: string;
  validFrom: string;
  validUntil: string;
  usageLimit: string;
  isForAllGroups: boolean;
}

const emptyDraft = (): Draft => ({
  code: '',
  percent: '',
  validFrom: indiaIsoDate(Date.now()),
  validUntil: '',
  usageLimit: '',
  isForAllGroups: false,
});

function couponState(
  coupon: Coupon,
  now = Date.now(),
): { label: string; color: 'success' | 'default' | 'warning' } {
  if (!coupon.is_active) return { label: 'Deactivated', color: 'default' };
  if (new Date(coupon.valid_until).getTime() <= now) return { label: 'Expired', color: 'default' };
  if (coupon.usage_limit !== null && coupon.times_used >= coupon.usage_limit)
    return { label: 'Used up', color: 'warning' };
  if (new Date(coupon.valid_from).getTime() > now) return { label: 'Upcoming', color: 'warning' };
  return { label: 'Active', color: 'success' };
}

/**
 * The admin's coupons for a premium group (issue 18 "Coupons"): the coupons that apply to it (its own
 * and those for all the admin's groups), a new one (code, percentage, validity window, usage limit;
 * this group or all of them) and deactivation (the coupon stays for the orders that used it).
 */
export function CouponsDialog({
  group,
  open,
  onClose,
}: {
  group: Group;
  open: boolean;
  onClose: () => void;
}) {
  const coupons = useCoupons(open);
  const create = useCreateCoupon();
  const deactivate = useDeactivateCoupon();
  const [draft, setDraft] = useState(emptyDraft);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const shown = (coupons.data?.coupons ?? []).filter(
    (coupon) => coupon.group === null || coupon.group === group.id,
  );

  const edit = (patch: Partial<Draft>, field?: Field) => {
    setDraft((current) => ({ ...current, ...patch }));
    if (field) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: CouponInput = {
      code: draft.code.trim(),
      group: draft.isForAllGroups ? null : group.id,
      discount_percentage: Number(draft.percent),
      valid_from: draft.validFrom,
      valid_until: draft.validUntil,
      usage_limit: draft.usageLimit.trim() ? Number(draft.usageLimit) : null,
    };
    const parsed = CouponCreateSchema.safeParse(input);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field | undefined;
        if (field) found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    create.mutate(input, {
      onSuccess: (answer) => {
        notify(answer.message, 'success', PAYMENT_SNACKBAR_MS);
        setDraft(emptyDraft());
        setErrors({});
      },
      onError: (error) => {
        if (error instanceof HttpError && error.status === 409)
          setErrors({ code: serverMessage(error.body) ?? 'This code is taken' });
        else notifyPaymentRefusal(error, 'The coupon could not be created.');
      },
    });
  };

  const textField = (
    field: Field,
    label: string,
    value: string,
    patch: (text: string) => Partial<Draft>,
    extra = {},
  ) => (
    <TextField
      size="small"
      label={label}
      value={value}
      onChange={(event) => edit(patch(event.target.value), field)}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      {...extra}
    />
  );

  const dateField = (field: Field, label: string, value: string, patch: (iso: string) => Partial<Draft>) => (
    <DateField
      size="small"
      label={label}
      value={value}
      onChange={(iso) => edit(patch(iso), field)}
      required
      error={Boolean(errors[field])}
      helperText={errors[field]}
    />
  );

  return (
    <EditorDialog open={open} onClose={onClose} title={PAYMENT_TEXTS.coupons} maxWidth="sm">
      <Box component="form" aria-label="New coupon" noValidate onSubmit={submit}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
          New coupon
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {textField('code', 'Code', draft.code, (code) => ({ code: code.toUpperCase() }), {
            required: true,
            slotProps: { htmlInput: { maxLength: 32, spellCheck: false } },
          })}
          {textField('discount_percentage', 'Discount %', draft.percent, (percent) => ({ percent }), {
            required: true,
            slotProps: { htmlInput: { inputMode: 'numeric' } },
          })}
          {dateField('valid_from', 'Valid from', draft.validFrom, (validFrom) => ({ validFrom }))}
          {dateField('valid_until', 'Valid until', draft.validUntil, (validUntil) => ({ validUntil }))}
          {textField(
            'usage_limit',
            'Usage limit (optional)',
            draft.usageLimit,
            (usageLimit) => ({ usageLimit }),
            {
              slotProps: { htmlInput: { inputMode: 'numeric' } },
            },
          )}
          <FormControlLabel
            control={
              <Switch
                checked={draft.isForAllGroups}
                onChange={(event) => edit({ isForAllGroups: event.target.checked })}
              />
            }
            label="All my premium groups"
          />
        </Box>
        <Button type="submit" variant="contained" loading={create.isPending} sx={{ mt: 1.5 }}>
          Create coupon
        </Button>
      </Box>
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        Coupons for {group.name}
      </Typography>
      {coupons.isPending ? (
        <Stack spacing={1} sx={{ mt: 1 }}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      ) : coupons.isError ? (
        <Alert
          severity="error"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => void coupons.refetch()}>
              Retry
            </Button>
          }
        >
          The coupons could not be loaded.
        </Alert>
      ) : shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          No coupons yet.
        </Typography>
      ) : (
        <List aria-label="Coupons" disablePadding>
          {shown.map((coupon) => {
            const state = couponState(coupon);
            return (
              <ListItem
                key={coupon.id}
                divider
                disableGutters
                secondaryAction={
                  coupon.is_active ? (
                    <Button
                      size="small"
                      color="error"
                      aria-label={`Deactivate ${coupon.code}`}
                      loading={deactivate.isPending && deactivate.variables === coupon.id}
                      onClick={() =>
                        deactivate.mutate(coupon.id, {
                          onSuccess: (answer) => notify(answer.message, 'success', PAYMENT_SNACKBAR_MS),
                          onError: (error) => notifyPaymentRefusal(error),
                        })
                      }
                    >
                      Deactivate
                    </Button>
                  ) : undefined
                }
                sx={{ pr: 12 }}
              >
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <Typography sx={{ fontWeight: 700, fontFamily: 'monospace' }}>{coupon.code}</Typography>
                      <Typography>{coupon.discount_percentage}% off</Typography>
                      <Chip size="small" label={state.label} color={state.color} variant="outlined" />
                    </Stack>
                  }
                  secondary={`${formatDate(coupon.valid_from)} – ${formatDate(Date.parse(coupon.valid_until) - 1)} · used ${coupon.times_used}${
                    coupon.usage_limit === null ? '' : ` of ${coupon.usage_limit}`
                  }${coupon.group === null ? ' · all your groups' : ''}`}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </EditorDialog>
  );
}
