import { zodResolver } from '@hookform/resolvers/zod';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Box, Button, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  type LoginResult,
  MOBILE_COUNTRY_PREFIX,
  OTP_LENGTH,
  SNACKBAR_MESSAGE_MS,
} from '@tradecircle/domain';
import { Controller, useForm } from 'react-hook-form';
import { verifyOtp } from '../api.ts';
import { digitsOnly, displayPhone, type OtpForm, OtpFormSchema } from '../schemas.ts';
import { notifySignInFailure } from '../sign-in-refusal.ts';
import { ResendOtp } from './resend-otp.tsx';

interface OtpFormProps {
  userId: number;
  phone: string;
  resendAtMs: number;
  onEditPhone: () => void;
  onResent: (resendAtMs: number) => void;
  /** Called with the verify answer completed with the user id the OTP was sent for. */
  onVerified: (result: LoginResult) => Promise<void> | void;
}

/** The OTP step shared by /verify-otp and /subscribe. */
export function OtpFormStep({ userId, phone, resendAtMs, onEditPhone, onResent, onVerified }: OtpFormProps) {
  const { control, handleSubmit } = useForm<OtpForm>({
    resolver: zodResolver(OtpFormSchema),
    defaultValues: { otp: '' },
  });
  const verify = useMutation({
    mutationFn: async ({ otp }: OtpForm) => {
      const answer = await verifyOtp(userId, otp);
      await onVerified({ ...answer, user_id: userId });
    },
    onError: (error) => notifySignInFailure(error, SNACKBAR_MESSAGE_MS),
  });
  const handleVerify = handleSubmit((values) => verify.mutate(values));

  return (
    <Stack component="form" noValidate onSubmit={handleVerify} spacing={2.5}>
      <Box>
        <Typography color="text.secondary">Enter the {OTP_LENGTH}-digit OTP sent to</Typography>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
            {displayPhone(phone, MOBILE_COUNTRY_PREFIX)}
          </Typography>
          <Tooltip title="Edit mobile number">
            <IconButton aria-label="Edit mobile number" size="small" onClick={onEditPhone}>
              <EditOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      </Box>
      <Controller
        control={control}
        name="otp"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            onChange={(event) => field.onChange(digitsOnly(event.target.value, OTP_LENGTH))}
            label="OTP"
            autoComplete="one-time-code"
            autoFocus
            fullWidth
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? ' '}
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                maxLength: OTP_LENGTH,
                style: { letterSpacing: '0.6em', fontSize: '1.4rem', textAlign: 'center' },
              },
            }}
          />
        )}
      />
      <Button type="submit" variant="contained" size="large" disabled={verify.isPending}>
        {verify.isPending ? 'Verifying…' : 'Verify'}
      </Button>
      <ResendOtp phone={phone} resendAtMs={resendAtMs} onResent={onResent} />
    </Stack>
  );
}
