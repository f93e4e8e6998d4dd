import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { MAX_ADMIN_REMARK, MODERATION_MESSAGES } from '@tradecircle/domain';
import { useId, useState } from 'react';
import { notify } from '../../../shared/api/app-bridge.ts';
import { HttpError, serverMessage } from '../../../shared/api/http-errors.ts';
import type { ModerationRequest } from './api.ts';
import { useModerate } from './hooks.ts';

/** What a dialog acts on: the action and its target, the remark and suspension asked for here. */
export type ModerationTarget =
  | { kind: 'warn'; userId: number; name: string }
  | { kind: 'hideComment'; commentId: number; name: string }
  | { kind: 'hideReasoning'; tradeId: number; name: string }
  | { kind: 'suspend'; userId: number; name: string }
  | { kind: 'unsuspend'; userId: number; name: string };

const DAY_MS = 24 * 3600_000;
export const SUSPENSION_LENGTHS = [
  { value: '1', label: '1 day' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: 'custom', label: 'Until a date and time' },
  { value: 'permanent', label: 'Permanently' },
] as const;
type SuspensionLength = (typeof SUSPENSION_LENGTHS)[number]['value'];

export const MODERATION_DIALOG_TEXTS = {
  titles: {
    warn: 'Warn user',
    hideComment: 'Hide comment',
    hideReasoning: 'Hide trade reasoning',
    suspend: 'Suspend account',
    unsuspend: 'Lift suspension',
  },
  bodies: {
    warn: (name: string) => `${name} is told your remark as a warning.`,
    hideComment: (name: string) => `The comment is hidden from everyone; ${name} is told your remark.`,
    hideReasoning: (name: string) =>
      `The reasoning reads empty everywhere; the call, its prices and status stay in ${name}'s track record.`,
    suspend: (name: string) =>
      `${name} is signed out everywhere at once and cannot sign in until the suspension ends. Their calls stay in the track record.`,
    unsuspend: (name: string) => `${name} can sign in again at once.`,
  },
  confirm: {
    warn: 'Warn',
    hideComment: 'Hide',
    hideReasoning: 'Hide reasoning',
    suspend: 'Suspend',
    unsuspend: 'Lift suspension',
  },
  remarkLabel: 'Remark (the user is told it)',
  lengthLabel: 'Suspend for',
  customLabel: 'Suspended until',
  failed: 'The action could not be saved. Please try again.',
} as const;

function requestOf(target: ModerationTarget, remark: string, until: string | null): ModerationRequest {
  switch (target.kind) {
    case 'warn':
      return { kind: 'warn', userId: target.userId, remark };
    case 'hideComment':
      return { kind: 'hideComment', commentId: target.commentId, remark };
    case 'hideReasoning':
      return { kind: 'hideReasoning', tradeId: target.tradeId, remark };
    case 'suspend':
      return { kind: 'suspend', userId: target.userId, remark, until };
    case 'unsuspend':
      return { kind: 'unsuspend', userId: target.userId };
  }
}

/**
 * Confirms one moderation action. A remark is required (except to lift a suspension); a suspension
 * runs 1, 7 or 30 days, until a chosen time, or for good. The server checks everything again.
 */
export function ModerationActionDialog({
  target,
  onClose,
}: {
  target: ModerationTarget;
  onClose: () => void;
}) {
  const titleId = useId();
  const moderate = useModerate();
  const [remark, setRemark] = useState('');
  const [length, setLength] = useState<SuspensionLength>('7');
  const [custom, setCustom] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const needsRemark = target.kind !== 'unsuspend';

  const untilOf = (): string | null | undefined => {
    if (length === 'permanent') return null;
    if (length === 'custom') {
      const at = new Date(custom);
      return Number.isNaN(at.getTime()) || at.getTime() <= Date.now() ? undefined : at.toISOString();
    }
    return new Date(Date.now() + Number(length) * DAY_MS).toISOString();
  };

  const submit = async () => {
    setRefusal(null);
    const trimmed = remark.trim();
    if (needsRemark && (trimmed.length === 0 || trimmed.length > MAX_ADMIN_REMARK)) {
      setFieldError(MODERATION_MESSAGES.remarkRequired);
      return;
    }
    const until = target.kind === 'suspend' ? untilOf() : null;
    if (until === undefined) {
      setFieldError(MODERATION_MESSAGES.untilInvalid);
      return;
    }
    try {
      const answer = await moderate.mutateAsync(requestOf(target, trimmed, until));
      notify(answer.message, 'success');
      onClose();
    } catch (error) {
      setRefusal((error instanceof HttpError && serverMessage(error.body)) || MODERATION_DIALOG_TEXTS.failed);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{MODERATION_DIALOG_TEXTS.titles[target.kind]}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {MODERATION_DIALOG_TEXTS.bodies[target.kind](target.name)}
        </Typography>
        {target.kind === 'suspend' && (
          <>
            <Typography variant="subtitle2" id={`${titleId}-length`}>
              {MODERATION_DIALOG_TEXTS.lengthLabel}
            </Typography>
            <RadioGroup
              aria-labelledby={`${titleId}-length`}
              value={length}
              onChange={(event) => {
                setLength(event.target.value as SuspensionLength);
                setFieldError(null);
              }}
              sx={{ mb: 1 }}
            >
              {SUSPENSION_LENGTHS.map((option) => (
                <FormControlLabel
                  key={option.value}
                  value={option.value}
                  control={<Radio size="small" />}
                  label={option.label}
                />
              ))}
            </RadioGroup>
            {length === 'custom' && (
              <TextField
                type="datetime-local"
                label={MODERATION_DIALOG_TEXTS.customLabel}
                value={custom}
                onChange={(event) => {
                  setCustom(event.target.value);
                  setFieldError(null);
                }}
                slotProps={{ inputLabel: { shrink: true } }}
                fullWidth
                sx={{ mb: 2 }}
              />
            )}
          </>
        )}
        {needsRemark && (
          <TextField
            label={MODERATION_DIALOG_TEXTS.remarkLabel}
            value={remark}
            onChange={(event) => {
              setRemark(event.target.value);
              setFieldError(null);
            }}
            required
            fullWidth
            multiline
            minRows={3}
            autoFocus
            helperText={`${remark.trim().length}/${MAX_ADMIN_REMARK}`}
          />
        )}
        {fieldError && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {fieldError}
          </Alert>
        )}
        {refusal && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          color={target.kind === 'unsuspend' ? 'primary' : 'error'}
          loading={moderate.isPending}
          onClick={() => void submit()}
        >
          {MODERATION_DIALOG_TEXTS.confirm[target.kind]}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
