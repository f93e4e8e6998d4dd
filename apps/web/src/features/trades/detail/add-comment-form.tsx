import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextField } from '@mui/material';
import { type Comment, TRADE_COMMENT_MESSAGES } from '@tradecircle/domain';
import type { RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { notify } from '../../../shared/api/app-bridge.ts';
import { HttpError, reactionFor, serverMessage } from '../../../shared/api/http-errors.ts';
import { isAbortError, SessionExpiredError } from '../../../shared/api/request.ts';
import { useIsLoggedIn } from '../../../shared/api/use-session.ts';
import { routeTo } from '../../../shared/routing/route-names.ts';
import { useAddTradeComment } from '../hooks.ts';

export const COMMENT_PLACEHOLDER = 'Write your comment here';
const COMMENT_FAILED_FALLBACK = 'Your comment could not be posted. Please try again.';

const CommentFormSchema = z.object({
  comment: z.string().trim().min(1, TRADE_COMMENT_MESSAGES.commentRequired),
});
type CommentForm = z.infer<typeof CommentFormSchema>;

export interface AddCommentFormProps {
  tradeId: number;
  /** Futures-and-options trades take comments through their own call. */
  isFno: boolean;
  /** Lets the dialog focus the field (e.g. when the card's comment button is pressed). */
  inputRef?: RefObject<HTMLTextAreaElement | null>;
  /** The comment the server stored. */
  onPosted?: (comment: Comment) => void;
}

/**
 * Add comment (trades.md §2, §5): required text ('Field is required'); a visitor who submits is
 * sent to login with 'Login to add comment here'. The new comment shows once the trade is refetched.
 */
export function AddCommentForm({ tradeId, isFno, inputRef, onPosted }: AddCommentFormProps) {
  const isLoggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const addComment = useAddTradeComment();
  const { register, handleSubmit, formState, reset, setError } = useForm<CommentForm>({
    resolver: zodResolver(CommentFormSchema),
    defaultValues: { comment: '' },
  });
  const { ref: registerRef, ...field } = register('comment');
  const error = formState.errors.comment;

  const submit = handleSubmit(async ({ comment }) => {
    if (!isLoggedIn) {
      notify(TRADE_COMMENT_MESSAGES.loginToComment, 'info');
      navigate(routeTo('login'));
      return;
    }
    try {
      const created = await addComment.mutateAsync({ tradeId, comment, isFno });
      reset();
      onPosted?.(created);
    } catch (failure) {
      const message = failureMessage(failure);
      if (message) setError('comment', { message });
    }
  });

  return (
    <Stack
      component="form"
      onSubmit={submit}
      noValidate
      aria-label="Add comment"
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start', width: '100%' }}
    >
      <TextField
        {...field}
        inputRef={(element: HTMLTextAreaElement | null) => {
          registerRef(element);
          if (inputRef) inputRef.current = element;
        }}
        placeholder={COMMENT_PLACEHOLDER}
        slotProps={{ htmlInput: { 'aria-label': 'Comment' } }}
        required
        fullWidth
        multiline
        maxRows={4}
        size="small"
        error={Boolean(error)}
        helperText={error?.message}
      />
      <Button
        type="submit"
        variant="contained"
        loading={formState.isSubmitting}
        sx={{ flexShrink: 0, mt: 0.25 }}
      >
        Post
      </Button>
    </Stack>
  );
}

/**
 * The text to put under the field: the server's 400 message (its snackbar is shown by the request
 * helper too). Other refusals get a snackbar here unless the shared catalogue already showed one.
 */
function failureMessage(failure: unknown): string | null {
  if (isAbortError(failure) || failure instanceof SessionExpiredError) return null;
  if (failure instanceof HttpError) {
    if (failure.status === 400) return serverMessage(failure.body) ?? COMMENT_FAILED_FALLBACK;
    if (reactionFor(failure.status, failure.body).message === null) {
      notify(serverMessage(failure.body) ?? COMMENT_FAILED_FALLBACK, 'error');
    }
    return null;
  }
  notify(COMMENT_FAILED_FALLBACK, 'error');
  return null;
}
