import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { Webinar, WebinarAnswer } from '@tradecircle/domain';
import { useForm } from 'react-hook-form';
import { firstFieldErrors, HttpError } from '../../../shared/api/http-errors.ts';
import { useIsFullScreenDialog } from '../../../shared/ui/use-full-screen-dialog.ts';
import { notifyWebinarRefusal, useRegisterForWebinar } from '../hooks.ts';
import { GUEST_FIELDS, type GuestRegistration, GuestRegistrationSchema } from '../webinar-forms.ts';
import { WEBINAR_TEXTS } from '../webinar-texts.ts';

interface GuestRegisterDialogProps {
  webinar: Webinar;
  onClose: () => void;
  onRegistered: (answer: WebinarAnswer) => void;
}

/** 'Register for webinar' (§2): a signed-out visitor's name, email and contact for a free webinar. */
export function GuestRegisterDialog({ webinar, onClose, onRegistered }: GuestRegisterDialogProps) {
  const fullScreen = useIsFullScreenDialog();
  const register = useRegisterForWebinar(onRegistered);
  const form = useForm<GuestRegistration>({
    resolver: zodResolver(GuestRegistrationSchema),
    defaultValues: { name: '', email: '', phone: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (guest) => {
    try {
      await register.mutateAsync({ webinarId: webinar.id, guest });
    } catch (error) {
      // A 400's message is the catalogue's snackbar; its fields go under their boxes.
      if (error instanceof HttpError && error.status === 400) {
        const fieldErrors = firstFieldErrors(error.body, GUEST_FIELDS);
        for (const field of GUEST_FIELDS) {
          const message = fieldErrors[field];
          if (message) form.setError(field, { message });
        }
      } else notifyWebinarRefusal(error);
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" fullScreen={fullScreen}>
      <form onSubmit={submit} noValidate aria-label={WEBINAR_TEXTS.registerDialogTitle}>
        <DialogTitle>{WEBINAR_TEXTS.registerDialogTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {webinar.title}
            </Typography>
            <TextField
              {...form.register('name')}
              label="Name"
              required
              autoComplete="name"
              error={Boolean(errors.name)}
              helperText={errors.name?.message}
            />
            <TextField
              {...form.register('email')}
              label="Email"
              type="email"
              required
              autoComplete="email"
              error={Boolean(errors.email)}
              helperText={errors.email?.message}
            />
            <TextField
              {...form.register('phone')}
              label="Contact"
              type="tel"
              required
              autoComplete="tel"
              inputMode="tel"
              error={Boolean(errors.phone)}
              helperText={errors.phone?.message}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{WEBINAR_TEXTS.cancel}</Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {WEBINAR_TEXTS.submitRegistration}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
