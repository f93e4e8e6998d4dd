import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { FORM_MESSAGES } from '@tradecircle/domain';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

/** The server's limit on a tab name (watchlist/tabs/). */
export const MAX_WATCHLIST_NAME_LENGTH = 40;

const WatchlistNameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, FORM_MESSAGES.required)
    .max(MAX_WATCHLIST_NAME_LENGTH, `Watchlist names are at most ${MAX_WATCHLIST_NAME_LENGTH} characters`),
});
type WatchlistNameForm = z.infer<typeof WatchlistNameSchema>;

interface WatchlistNameDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  initialName?: string;
  isPending?: boolean;
  onClose: () => void;
  /** Resolves when saved (the dialog's owner closes it); rejects to keep it open. */
  onSubmit: (name: string) => Promise<unknown>;
}

/** Create or rename a watchlist tab. */
export function WatchlistNameDialog({
  open,
  title,
  submitLabel,
  initialName = '',
  isPending = false,
  onClose,
  onSubmit,
}: WatchlistNameDialogProps) {
  const { register, handleSubmit, formState } = useForm<WatchlistNameForm>({
    resolver: zodResolver(WatchlistNameSchema),
    values: { name: initialName },
  });
  const submit = handleSubmit(async ({ name }) => {
    await onSubmit(name).catch(() => undefined);
  });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <TextField
            {...register('name')}
            label="Watchlist name"
            autoFocus
            fullWidth
            margin="dense"
            error={Boolean(formState.errors.name)}
            helperText={formState.errors.name?.message}
            slotProps={{ htmlInput: { maxLength: MAX_WATCHLIST_NAME_LENGTH + 10 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={isPending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
