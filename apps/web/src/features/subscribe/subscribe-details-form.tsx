import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { SendOtpResult } from '@tradecircle/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { notify } from '../../shared/api/app-bridge.ts';
import { notifyFailure } from '../../shared/api/http-errors.ts';
import { MobileSchema, PhoneField, ProfileFormSchema, sendOtp } from '../auth/index.ts';

const DetailsSchema = ProfileFormSchema.extend({ phone: MobileSchema });
export type SubscribeDetails = z.infer<typeof DetailsSchema>;

interface SubscribeDetailsFormProps {
  defaultValues: SubscribeDetails;
  onOtpSent: (details: SubscribeDetails, answer: SendOtpResult) => void;
}

/** The first step of /subscribe: name and mobile, then Send OTP. */
export function SubscribeDetailsForm({ defaultValues, onOtpSent }: SubscribeDetailsFormProps) {
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SubscribeDetails>({ resolver: zodResolver(DetailsSchema), defaultValues });
  const send = useMutation({
    mutationFn: (details: SubscribeDetails) => sendOtp(details.phone),
    onSuccess: (answer, details) => {
      notify(answer.message, 'success');
      onOtpSent(details, answer);
    },
    onError: (error) => notifyFailure(error),
  });

  return (
    <Stack component="form" noValidate spacing={1.5} onSubmit={handleSubmit((values) => send.mutate(values))}>
      <TextField
        {...register('name')}
        label="Full name"
        autoComplete="name"
        fullWidth
        error={Boolean(errors.name)}
        helperText={errors.name?.message ?? ' '}
      />
      <PhoneField control={control} name="phone" />
      <Button type="submit" variant="contained" color="success" size="large" disabled={send.isPending}>
        {send.isPending ? 'Sending OTP…' : 'Send OTP'}
      </Button>
    </Stack>
  );
}
