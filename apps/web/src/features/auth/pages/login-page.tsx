import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Divider, Link, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { APP_NAME } from '@tradecircle/domain';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { notify } from '../../../shared/api/app-bridge.ts';
import { routeTo } from '../../../shared/routing/route-names.ts';
import { sendOtp } from '../api.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { PhoneField } from '../components/phone-field.tsx';
import { ProviderSignIn } from '../components/provider-sign-in.tsx';
import { readPendingLogin, resendAt, savePendingLogin } from '../pending-login.ts';
import { type PhoneForm, PhoneFormSchema } from '../schemas.ts';
import { notifySignInFailure } from '../sign-in-refusal.ts';

/** /login: phone number, Send OTP, or the provider sign-in. */
export function LoginPage() {
  const navigate = useNavigate();
  const { control, handleSubmit } = useForm<PhoneForm>({
    resolver: zodResolver(PhoneFormSchema),
    // Coming back with the edit button prefills the number the OTP went to.
    defaultValues: { phone: readPendingLogin()?.phone ?? '' },
  });
  const send = useMutation({
    mutationFn: ({ phone }: PhoneForm) => sendOtp(phone),
    onSuccess: (answer, { phone }) => {
      savePendingLogin({ userId: answer.user_id, phone, resendAtMs: resendAt(answer.resend_after_seconds) });
      notify(answer.message, 'success');
      navigate(routeTo('verifyOtp'));
    },
    onError: (error) => notifySignInFailure(error),
  });

  return (
    <AuthCard title={`Sign in to ${APP_NAME}`} subtitle="We will send a one-time password to your mobile.">
      <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit((values) => send.mutate(values))}>
        <PhoneField control={control} name="phone" autoFocus />
        <Button type="submit" variant="contained" size="large" disabled={send.isPending}>
          {send.isPending ? 'Sending OTP…' : 'Send OTP'}
        </Button>
      </Stack>
      <Divider sx={{ my: 3, color: 'text.secondary', fontSize: '0.875rem' }}>or</Divider>
      <ProviderSignIn />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        By continuing you accept the{' '}
        <Link component={RouterLink} to={routeTo('disclaimer')}>
          Disclaimer
        </Link>{' '}
        and{' '}
        <Link component={RouterLink} to={routeTo('privacyPolicy')}>
          Privacy Policy
        </Link>
        .
      </Typography>
    </AuthCard>
  );
}
