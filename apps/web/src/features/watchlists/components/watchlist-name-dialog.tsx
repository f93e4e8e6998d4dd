import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import {
  MAX_WATCHLIST_NAME_LENGTH,
  type RenameWatchlistTabRequest,
  RenameWatchlistTabRequestSchema,
} from '@tradecircle/domain';
import { useForm } from 'react-hook-form';

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
  const { register, handleSubmit, formState } = useForm<RenameWatchlistTabRequest>({
    // The name is checked as watchlist/tabs/ checks it.
    resolver: zodResolver(RenameWatchlistTabRequestSchema),
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
