import { zodResolver } from '@hookform/resolvers/zod';
import GoogleIcon from '@mui/icons-material/Google';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { FORM_MESSAGES } from '@tradecircle/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { routeTo } from '../../../shared/routing/route-names.ts';
import { type ProviderProfile, providerSignIn, sandboxIdentityToken } from '../api.ts';
import { homeDestination } from '../auth-status.ts';
import { finishLogin } from '../finish-login.ts';
import { notifySignInFailure } from '../sign-in-refusal.ts';

const PROVIDER = 'google';

const SandboxProfileSchema = z.object({
  name: z.string().trim().min(1, FORM_MESSAGES.required),
  email: z.string().trim().min(1, FORM_MESSAGES.required).pipe(z.email(FORM_MESSAGES.invalidEmail)),
});

/**
 * "Continue with Google". Outside production the identity comes from the server's sandbox
 * identity provider, so the dialog asks for the name and e-mail a Google account would share.
 */
export function ProviderSignIn() {
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProviderProfile>({
    resolver: zodResolver(SandboxProfileSchema),
    defaultValues: { name: '', email: '' },
  });
  const signIn = useMutation({
    mutationFn: async (profile: ProviderProfile) => {
      const identity = await sandboxIdentityToken(PROVIDER, profile);
      const result = await providerSignIn(PROVIDER, identity, { ...profile, profile_picture: '' });
      return finishLogin(result);
    },
    onSuccess: (status) =>
      navigate(status === 'PROFILE' ? routeTo('completeProfile') : homeDestination(), { replace: true }),
    onError: (error) => notifySignInFailure(error),
  });

  return (
    <>
      <Button
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<GoogleIcon />}
        onClick={() => setIsOpen(true)}
      >
        Continue with Google
      </Button>
      <Dialog open={isOpen} onClose={() => setIsOpen(false)} fullWidth maxWidth="xs">
        <Stack component="form" noValidate onSubmit={handleSubmit((values) => signIn.mutate(values))}>
          <DialogTitle>Sandbox identity provider</DialogTitle>
          <DialogContent>
            <Alert severity="info" sx={{ mb: 2 }}>
              This test environment signs you in through a sandbox instead of Google. Enter the name and
              e-mail the Google account would share.
            </Alert>
            <Stack spacing={1}>
              <TextField
                {...register('name')}
                label="Name"
                autoComplete="name"
                autoFocus
                error={Boolean(errors.name)}
                helperText={errors.name?.message ?? ' '}
              />
              <TextField
                {...register('email')}
                label="E-mail"
                type="email"
                autoComplete="email"
                error={Boolean(errors.email)}
                helperText={errors.email?.message ?? ' '}
              />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={() => setIsOpen(false)}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={signIn.isPending}>
              Continue
            </Button>
          </DialogActions>
        </Stack>
      </Dialog>
    </>
  );
}
