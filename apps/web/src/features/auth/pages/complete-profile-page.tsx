import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { SNACKBAR_MESSAGE_MS } from '@tradecircle/domain';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { notifyFailure } from '../../../shared/api/http-errors.ts';
import { readSession } from '../../../shared/api/session.ts';
import { routeTo } from '../../../shared/routing/route-names.ts';
import { homeDestination } from '../auth-status.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { saveCreatedProfile } from '../finish-login.ts';
import { type ProfileForm, ProfileFormSchema } from '../schemas.ts';

/** /complete-profile: the name a first sign-in still owes. */
export function CompleteProfilePage() {
  const navigate = useNavigate();
  const { userId, verified } = readSession();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileForm>({ resolver: zodResolver(ProfileFormSchema), defaultValues: { name: '' } });
  const create = useMutation({
    mutationFn: ({ name }: ProfileForm) => saveCreatedProfile(name, userId ?? ''),
    onSuccess: () => navigate(homeDestination(), { replace: true }),
    onError: (error) => notifyFailure(error, SNACKBAR_MESSAGE_MS),
  });

  if (!userId || verified !== true) return <Navigate to={routeTo('login')} replace />;

  return (
    <AuthCard title="Complete your profile" subtitle="Tell the community what to call you.">
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={handleSubmit((values) => create.mutate(values))}
      >
        <TextField
          {...register('name')}
          label="Full name"
          autoComplete="name"
          autoFocus
          fullWidth
          error={Boolean(errors.name)}
          helperText={errors.name?.message ?? ' '}
        />
        <Button type="submit" variant="contained" size="large" disabled={create.isPending}>
          {create.isPending ? 'Saving…' : 'Continue'}
        </Button>
      </Stack>
    </AuthCard>
  );
}
