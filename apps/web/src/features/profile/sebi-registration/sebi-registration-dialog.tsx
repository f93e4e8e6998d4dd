import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  SEBI_REGISTRATION_FORMATS,
  SEBI_USER_TYPES,
  type SebiRegistration,
  type SebiUserType,
} from '@tradecircle/domain';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { notify } from '../../../shared/api/app-bridge.ts';
import { DateField } from '../../../shared/ui/date-field.tsx';
import { useIsFullScreenDialog } from '../../../shared/ui/use-full-screen-dialog.ts';
import { SEBI_REGISTRATION_COPY, SEBI_USER_TYPE_LABELS, SEBI_VERIFICATION_LABELS } from './copy.ts';
import { SEBI_FORM_FIELDS, SebiRegistrationFormSchema, saveRefusalOf, todayInIndia } from './form-schema.ts';
import { useSaveSebiRegistration } from './hooks.ts';

type FormInput = z.input<typeof SebiRegistrationFormSchema>;
type FormOutput = z.output<typeof SebiRegistrationFormSchema>;

export interface SebiRegistrationDialogProps {
  open: boolean;
  onClose: () => void;
  userId: number;
  /** The recorded registration when editing it; null to add one. */
  registration: SebiRegistration | null;
}

/** Add or edit one's SEBI registration: type, number and validity; full screen under 768 px. */
export function SebiRegistrationDialog({ open, onClose, userId, registration }: SebiRegistrationDialogProps) {
  const isFullScreen = useIsFullScreenDialog();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={isFullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <RegistrationForm titleId={titleId} onClose={onClose} userId={userId} registration={registration} />
    </Dialog>
  );
}

function RegistrationForm({
  titleId,
  onClose,
  userId,
  registration,
}: Omit<SebiRegistrationDialogProps, 'open'> & { titleId: string }) {
  const save = useSaveSebiRegistration(userId);
  const [alert, setAlert] = useState<string | null>(null);
  const { control, register, handleSubmit, watch, setError, trigger, formState } = useForm<
    FormInput,
    unknown,
    FormOutput
  >({
    resolver: zodResolver(SebiRegistrationFormSchema),
    defaultValues: {
      sebi_user_type: registration?.sebi_user_type ?? 'registered_analyst',
      sebi_registration_num: registration?.sebi_registration_num ?? '',
      valid_until: registration?.valid_until ?? '',
    },
  });
  const { errors, isSubmitting, isSubmitted } = formState;
  const type = watch('sebi_user_type');
  const title = registration ? SEBI_REGISTRATION_COPY.editTitle : SEBI_REGISTRATION_COPY.addTitle;

  const submit = handleSubmit(async (body) => {
    setAlert(null);
    try {
      await save.mutateAsync(body);
      notify(SEBI_REGISTRATION_COPY.saved, 'success');
      onClose();
    } catch (error) {
      const refusal = saveRefusalOf(error);
      for (const field of SEBI_FORM_FIELDS) {
        const message = refusal.fields[field];
        if (message) setError(field, { type: 'server', message }, { shouldFocus: true });
      }
      setAlert(refusal.alert);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 0.5 }}>
          {alert && <Alert severity="error">{alert}</Alert>}
          <Controller
            control={control}
            name="sebi_user_type"
            render={({ field }) => (
              <FormControl error={Boolean(errors.sebi_user_type)}>
                <FormLabel id={`${titleId}-type`}>Registration type</FormLabel>
                <RadioGroup
                  {...field}
                  aria-labelledby={`${titleId}-type`}
                  row
                  onChange={(event) => {
                    field.onChange(event.target.value as SebiUserType);
                    // The number's format follows the type: recheck a number already judged.
                    if (isSubmitted) void trigger('sebi_registration_num');
                  }}
                >
                  {SEBI_USER_TYPES.map((value) => (
                    <FormControlLabel
                      key={value}
                      value={value}
                      control={<Radio />}
                      label={SEBI_USER_TYPE_LABELS[value]}
                    />
                  ))}
                </RadioGroup>
                {errors.sebi_user_type && <FormHelperText>{errors.sebi_user_type.message}</FormHelperText>}
              </FormControl>
            )}
          />
          <TextField
            {...register('sebi_registration_num')}
            label="Registration number"
            placeholder={SEBI_REGISTRATION_FORMATS[type].example}
            required
            fullWidth
            autoComplete="off"
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { autoCapitalize: 'characters', spellCheck: false },
            }}
            error={Boolean(errors.sebi_registration_num)}
            helperText={errors.sebi_registration_num?.message ?? 'As on your SEBI certificate'}
          />
          <Controller
            control={control}
            name="valid_until"
            render={({ field }) => (
              <DateField
                name={field.name}
                label="Valid until"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                min={todayInIndia()}
                required
                fullWidth
                error={Boolean(errors.valid_until)}
                helperText={errors.valid_until?.message ?? 'The last day of the registration’s validity'}
              />
            )}
          />
          <Typography variant="body2" color="text.secondary">
            {SEBI_VERIFICATION_LABELS.self_declared}. Your calls show the registration as self-declared until
            it is checked against SEBI’s register.
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          Save
        </Button>
      </DialogActions>
    </form>
  );
}
