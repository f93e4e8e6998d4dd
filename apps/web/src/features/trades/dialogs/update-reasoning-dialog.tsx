import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { TRADE_COMMENT_MESSAGES } from '@tradecircle/domain';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { notify } from '../../../shared/api/app-bridge.ts';
import { useIsLoggedIn } from '../../../shared/api/use-session.ts';
import { useUpdateReasoning } from '../hooks.ts';
import { useTradeDialogLayout } from './use-trade-dialog-layout.ts';

export const UPDATE_REASONING_TITLE = 'Update Reasoning';

const ReasoningFormSchema = z.object({
  reason: z.string().trim().min(1, TRADE_COMMENT_MESSAGES.reasoningRequired),
});
type ReasoningForm = z.infer<typeof ReasoningFormSchema>;

export interface UpdateReasoningDialogProps {
  open: boolean;
  onClose: () => void;
  tradeId: number;
  /** After the server accepted the new reasoning (its data.message is shown). */
  onUpdated?: () => void;
}

/** Update Reasoning (trades.md §2, §5): one required text area, Cancel and Update. */
export function UpdateReasoningDialog({ open, onClose, tradeId, onUpdated }: UpdateReasoningDialogProps) {
  const layout = useTradeDialogLayout();
  return (
    <Dialog open={open} onClose={onClose} {...layout}>
      <ReasoningForm tradeId={tradeId} onClose={onClose} onUpdated={onUpdated} />
    </Dialog>
  );
}

function ReasoningForm({ tradeId, onClose, onUpdated }: Omit<UpdateReasoningDialogProps, 'open'>) {
  const isLoggedIn = useIsLoggedIn();
  const update = useUpdateReasoning();
  const { register, handleSubmit, formState } = useForm<ReasoningForm>({
    resolver: zodResolver(ReasoningFormSchema),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ reason }) => {
    if (!isLoggedIn) {
      notify(TRADE_COMMENT_MESSAGES.loginToAddReasoning, 'error');
      return;
    }
    try {
      await update.mutateAsync({ tradeId, reason });
      onUpdated?.();
      onClose();
    } catch {
      // The hook has shown the server's refusal; the text stays for another try.
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={UPDATE_REASONING_TITLE}>
      <DialogTitle>{UPDATE_REASONING_TITLE}</DialogTitle>
      <DialogContent>
        <TextField
          {...register('reason')}
          label="Reasoning"
          placeholder="What changed since the trade went live"
          required
          autoFocus
          fullWidth
          multiline
          minRows={4}
          margin="dense"
          // Kept in the outline's notch, never over the text (see the trade form's Reasoning).
          slotProps={{ inputLabel: { shrink: true } }}
          error={Boolean(errors.reason)}
          helperText={errors.reason?.message}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          Update
        </Button>
      </DialogActions>
    </form>
  );
}
