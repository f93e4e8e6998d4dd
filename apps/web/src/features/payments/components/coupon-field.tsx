import { Button, Stack, TextField, Typography } from '@mui/material';
import { PAYMENT_MESSAGES } from '@tradecircle/domain';
import { useState } from 'react';
import { refusalMessage, useCouponCheck } from '../hooks.ts';
import { PAYMENT_TEXTS } from '../payment-texts.ts';

export interface AppliedCoupon {
  code: string;
  couponId: number | null;
  percent: number;
}

/**
 * The coupon field (§2 "Coupon field"): Apply is disabled while the code is empty; typing clears an
 * applied coupon; 'Valid Coupon' applies it (the button reads 'Applied', 'Saved {n}%' below), any
 * other answer shows in red.
 */
export function CouponField({
  groupId,
  onApplied,
  disabled = false,
}: {
  groupId: number;
  onApplied: (coupon: AppliedCoupon | null) => void;
  disabled?: boolean;
}) {
  const check = useCouponCheck();
  const [code, setCode] = useState('');
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const trimmed = code.trim();

  const edit = (text: string) => {
    setCode(text);
    setRefusal(null);
    if (applied) {
      setApplied(null);
      onApplied(null);
    }
  };

  const apply = () =>
    check.mutate(
      { code: trimmed, groupId },
      {
        onSuccess: (answer) => {
          if (answer.message === PAYMENT_MESSAGES.validCoupon) {
            const coupon = { code: trimmed, couponId: answer.coupon_id, percent: answer.discount_percentage };
            setApplied(coupon);
            onApplied(coupon);
          } else setRefusal(answer.message);
        },
        onError: (error) => setRefusal(refusalMessage(error) ?? 'The coupon could not be checked.'),
      },
    );

  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          fullWidth
          label={PAYMENT_TEXTS.couponLabel}
          value={code}
          onChange={(event) => edit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && trimmed && !applied) {
              event.preventDefault();
              apply();
            }
          }}
          error={refusal !== null}
          disabled={disabled}
          slotProps={{ htmlInput: { maxLength: 32, autoCapitalize: 'characters', spellCheck: false } }}
        />
        <Button
          variant={applied ? 'contained' : 'outlined'}
          color={applied ? 'success' : 'primary'}
          // Applied stays final until the code changes; it reads as a success rather than greyed out.
          onClick={applied ? undefined : apply}
          aria-disabled={applied !== null || undefined}
          disabled={!applied && (disabled || trimmed === '')}
          loading={check.isPending}
          sx={{ minWidth: 96, height: 40, ...(applied && { pointerEvents: 'none' }) }}
        >
          {applied ? PAYMENT_TEXTS.applied : PAYMENT_TEXTS.apply}
        </Button>
      </Stack>
      {applied && (
        <Typography variant="body2" color="success.main" role="status">
          {PAYMENT_MESSAGES.saved(applied.percent)}
        </Typography>
      )}
      {refusal && (
        <Typography variant="body2" color="error" role="alert">
          {refusal}
        </Typography>
      )}
    </Stack>
  );
}
