import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormHelperText,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  MAX_POLL_OPTIONS,
  POLL_CATEGORIES,
  POLL_INDUSTRIES,
  POLL_MARKETS,
  POLL_QUESTIONS,
  type PollCategory,
} from '@tradecircle/domain';
import { useId, useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { notify } from '../../../shared/api/app-bridge.ts';
import { SecurityPicker } from '../../../shared/security-picker/security-picker.tsx';
import { useIsFullScreenDialog } from '../../../shared/ui/use-full-screen-dialog.ts';
import { useCreatePoll } from '../hooks.ts';
import { POLL_CATEGORY_LABELS, POLL_TEXTS } from '../poll-texts.ts';
import {
  defaultPollValues,
  PollFormSchema,
  type PollFormValues,
  pollBodyOf,
  pollRefusalOf,
  titleField,
} from './poll-form.ts';

export interface CreatePollDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Add New Poll (SEBI-registered users, platform.md §5): a category (stock by default), the title from
 * a stock search, the market or industry lists, or none for others; the question pre-filled per
 * category; Bullish, Bearish and one empty option, up to six, the empty ones dropped when posted.
 * Full screen under 768 px. Each opening starts afresh.
 */
export function CreatePollDialog({ open, onClose }: CreatePollDialogProps) {
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
      <PollForm titleId={titleId} onClose={onClose} />
    </Dialog>
  );
}

const choicesOf: Record<Exclude<PollCategory, 'stock' | 'others'>, readonly string[]> = {
  market: POLL_MARKETS,
  industry: POLL_INDUSTRIES,
};

function PollForm({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const create = useCreatePoll();
  const [alert, setAlert] = useState<string | null>(null);
  const { control, register, handleSubmit, setValue, setError, clearErrors, watch, formState } =
    useForm<PollFormValues>({ resolver: zodResolver(PollFormSchema), defaultValues: defaultPollValues() });
  const options = useFieldArray({ control, name: 'options' });
  const category = watch('category');
  const { errors, isSubmitting } = formState;

  const changeCategory = (next: PollCategory) => {
    setValue('category', next);
    setValue('stock', null);
    setValue('choice', '');
    setValue('question', POLL_QUESTIONS[next]);
    clearErrors(['stock', 'choice', 'question']);
  };

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      const answer = await create.mutateAsync(pollBodyOf(values));
      notify(answer.message || POLL_TEXTS.created, 'success');
      onClose();
    } catch (error) {
      const refusal = pollRefusalOf(error, POLL_TEXTS.createFailed);
      const { title, question, options: optionsMessage } = refusal.fields;
      if (title) setError(titleField(values.category), { type: 'server', message: title });
      if (question) setError('question', { type: 'server', message: question });
      if (optionsMessage) setError('options', { type: 'server', message: optionsMessage });
      setAlert(refusal.alert);
    }
  });

  const optionsError = errors.options?.message ?? errors.options?.root?.message;
  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{POLL_TEXTS.dialogTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 0.5 }}>
          {alert && <Alert severity="error">{alert}</Alert>}
          <TextField
            select
            label={POLL_TEXTS.category}
            required
            value={category}
            onChange={(event) => changeCategory(event.target.value as PollCategory)}
          >
            {POLL_CATEGORIES.map((value) => (
              <MenuItem key={value} value={value}>
                {POLL_CATEGORY_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
          {category === 'stock' && (
            <Controller
              control={control}
              name="stock"
              render={({ field }) => (
                <SecurityPicker
                  label={POLL_TEXTS.stock}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={errors.stock?.message}
                />
              )}
            />
          )}
          {(category === 'market' || category === 'industry') && (
            <Controller
              control={control}
              name="choice"
              render={({ field }) => (
                <TextField
                  {...field}
                  select
                  required
                  label={category === 'market' ? POLL_TEXTS.market : POLL_TEXTS.industry}
                  error={Boolean(errors.choice)}
                  helperText={errors.choice?.message}
                >
                  {choicesOf[category].map((value) => (
                    <MenuItem key={value} value={value}>
                      {value}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          )}
          <TextField
            {...register('question')}
            label={POLL_TEXTS.question}
            required
            multiline
            minRows={2}
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(errors.question)}
            helperText={errors.question?.message}
          />
          <Stack spacing={1.5} role="group" aria-label={POLL_TEXTS.options}>
            <Typography variant="subtitle2">{POLL_TEXTS.options}</Typography>
            {options.fields.map((option, index) => (
              <Stack key={option.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <TextField
                  {...register(`options.${index}.text`)}
                  label={`Option ${index + 1}`}
                  fullWidth
                  size="small"
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 80 } }}
                />
                {options.fields.length > 2 && (
                  <IconButton aria-label={`Remove option ${index + 1}`} onClick={() => options.remove(index)}>
                    <CloseIcon />
                  </IconButton>
                )}
              </Stack>
            ))}
            {optionsError ? (
              <FormHelperText error>{optionsError}</FormHelperText>
            ) : (
              <FormHelperText>{`Up to ${MAX_POLL_OPTIONS} options. ${POLL_TEXTS.emptyOptionsDropped}`}</FormHelperText>
            )}
            <Button
              startIcon={<AddIcon />}
              onClick={() => options.append({ text: '' })}
              disabled={options.fields.length >= MAX_POLL_OPTIONS}
              sx={{ alignSelf: 'flex-start' }}
            >
              {POLL_TEXTS.addOption}
            </Button>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{POLL_TEXTS.cancel}</Button>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          {POLL_TEXTS.post}
        </Button>
      </DialogActions>
    </form>
  );
}
