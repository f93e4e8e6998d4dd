import { zodResolver } from '@hookform/resolvers/zod';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormHelperText,
  InputAdornment,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { indiaIsoDate, WEBINAR_LEVELS, WEBINAR_LIMITS } from '@tradecircle/domain';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { notify } from '../../../shared/api/app-bridge.ts';
import { firstFieldErrors, HttpError, serverMessage } from '../../../shared/api/http-errors.ts';
import { DateField } from '../../../shared/ui/date-field.tsx';
import { useIsFullScreenDialog } from '../../../shared/ui/use-full-screen-dialog.ts';
import { createWebinar } from '../api.ts';
import { RichTextEditor } from '../components/rich-text-editor.tsx';
import { useRefreshWebinars } from '../hooks.ts';
import {
  ADD_WEBINAR_FIELDS,
  type AddWebinarForm,
  AddWebinarFormSchema,
  type AddWebinarInput,
  EMPTY_ADD_WEBINAR,
  toWebinarFormData,
} from '../webinar-forms.ts';
import { WEBINAR_TEXTS } from '../webinar-texts.ts';

export const ADD_WEBINAR_LABELS = {
  title: 'Title',
  description: 'Description',
  date: 'Date',
  time: 'Time',
  duration: 'Duration (hours)',
  level: 'Level',
  price: 'Price',
  meetingUrl: 'Meeting link',
  picture: 'Cover picture file',
} as const;

/** 'Add Webinar' (§2, §5): the domain's form rules with their messages, sent as multipart. */
export function AddWebinarDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const fullScreen = useIsFullScreenDialog();
  const refreshWebinars = useRefreshWebinars();
  const { control, register, handleSubmit, formState, setError, watch, reset } = useForm<
    AddWebinarInput,
    unknown,
    AddWebinarForm
  >({ resolver: zodResolver(AddWebinarFormSchema), defaultValues: EMPTY_ADD_WEBINAR });
  const { errors, isSubmitting } = formState;
  const titleLength = (watch('title') ?? '').length;

  const close = () => {
    reset(EMPTY_ADD_WEBINAR);
    onClose();
  };

  const submit = handleSubmit(async (form) => {
    try {
      const answer = await createWebinar(toWebinarFormData(form));
      notify(answer.message, 'success');
      close();
      await refreshWebinars();
    } catch (error) {
      showRefusal(error);
    }
  });

  // The catalogue already showed a 400's message; its fields go under their boxes, other refusals here.
  const showRefusal = (error: unknown) => {
    if (!(error instanceof HttpError)) return;
    if (error.status !== 400) {
      const message = serverMessage(error.body);
      if (message) notify(message, 'error');
      return;
    }
    const fieldErrors = firstFieldErrors(error.body, ADD_WEBINAR_FIELDS);
    for (const field of ADD_WEBINAR_FIELDS) {
      const message = fieldErrors[field];
      if (message) setError(field, { message });
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <form onSubmit={submit} noValidate aria-label={WEBINAR_TEXTS.addWebinar}>
        <DialogTitle>{WEBINAR_TEXTS.addWebinar}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.25} sx={{ pt: 1 }}>
            <Controller
              control={control}
              name="picture"
              render={({ field }) => (
                <CoverPicturePicker
                  file={field.value ?? null}
                  onChange={field.onChange}
                  inputRef={field.ref}
                  error={errors.picture?.message}
                />
              )}
            />
            <TextField
              {...register('title')}
              label={ADD_WEBINAR_LABELS.title}
              required
              error={Boolean(errors.title)}
              helperText={
                <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <span>{errors.title?.message}</span>
                  <span>{`${titleLength}/${WEBINAR_LIMITS.title}`}</span>
                </Box>
              }
            />
            <Controller
              control={control}
              name="description"
              render={({ field }) => (
                <RichTextEditor
                  label={ADD_WEBINAR_LABELS.description}
                  required
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.description?.message}
                />
              )}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Controller
                control={control}
                name="date"
                render={({ field }) => (
                  <DateField
                    label={ADD_WEBINAR_LABELS.date}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    min={indiaIsoDate(new Date())}
                    required
                    fullWidth
                    error={Boolean(errors.date)}
                    helperText={errors.date?.message}
                  />
                )}
              />
              <TextField
                {...register('time')}
                label={ADD_WEBINAR_LABELS.time}
                type="time"
                required
                fullWidth
                error={Boolean(errors.time)}
                helperText={errors.time?.message ?? 'India time'}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                {...register('duration')}
                label={ADD_WEBINAR_LABELS.duration}
                required
                fullWidth
                inputMode="numeric"
                error={Boolean(errors.duration)}
                helperText={errors.duration?.message}
              />
              <Controller
                control={control}
                name="level"
                render={({ field }) => (
                  <TextField
                    select
                    label={ADD_WEBINAR_LABELS.level}
                    required
                    fullWidth
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={Boolean(errors.level)}
                    helperText={errors.level?.message}
                  >
                    {WEBINAR_LEVELS.map((level) => (
                      <MenuItem key={level} value={level}>
                        {level}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Stack>
            <TextField
              {...register('price')}
              label={ADD_WEBINAR_LABELS.price}
              inputMode="numeric"
              error={Boolean(errors.price)}
              helperText={errors.price?.message ?? 'Optional: leave empty for a free webinar'}
              slotProps={{ input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> } }}
            />
            <TextField
              {...register('meeting_url')}
              label={ADD_WEBINAR_LABELS.meetingUrl}
              required
              type="url"
              placeholder="https://"
              error={Boolean(errors.meeting_url)}
              helperText={errors.meeting_url?.message ?? 'Shown to registered users only'}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>{WEBINAR_TEXTS.cancel}</Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {WEBINAR_TEXTS.create}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

interface CoverPicturePickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
  inputRef: (element: HTMLInputElement | null) => void;
  error?: string;
}

/** An optional image with its preview (read as a data URL, so nothing needs revoking). */
function CoverPicturePicker({ file, onChange, inputRef, error }: CoverPicturePickerProps) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    setPreview(null);
    if (!file?.type.startsWith('image/')) return;
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);

  return (
    <Box>
      {preview && (
        <Box
          component="img"
          src={preview}
          alt={WEBINAR_TEXTS.coverPicture}
          sx={{ width: '100%', maxHeight: 200, objectFit: 'cover', borderRadius: 1, mb: 1 }}
        />
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button component="label" variant="outlined" startIcon={<AddPhotoAlternateIcon />}>
          {file ? WEBINAR_TEXTS.changePicture : WEBINAR_TEXTS.choosePicture}
          <input
            ref={inputRef}
            type="file"
            accept="image/*"
            hidden
            aria-label={ADD_WEBINAR_LABELS.picture}
            onChange={(event) => {
              onChange(event.target.files?.[0] ?? null);
              event.target.value = '';
            }}
          />
        </Button>
        {file && <Button onClick={() => onChange(null)}>{WEBINAR_TEXTS.removePicture}</Button>}
      </Stack>
      <FormHelperText error={Boolean(error)}>
        {error ?? `${WEBINAR_TEXTS.coverPicture} (optional)`}
      </FormHelperText>
    </Box>
  );
}
