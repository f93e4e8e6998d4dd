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
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { ADMIN_USERS_MESSAGES, MAX_ADMIN_REMARK } from '@tradecircle/domain';
import { useId, useState } from 'react';
import { notify } from '../../../shared/api/app-bridge.ts';
import { HttpError, serverMessage } from '../../../shared/api/http-errors.ts';
import { useMergeUsers } from './hooks.ts';

export const MERGE_USERS_TEXTS = {
  title: 'Merge profiles',
  body: 'Two accounts of one person become one. The surviving account keeps both accounts\u2019 follows, group memberships, payments, calls, comments and watchlists; the other account is then deleted and signed out everywhere. This cannot be undone.',
  otherLabel: 'The other account\u2019s user id',
  otherInvalid: 'Enter the other account\u2019s user id (a number, not this account\u2019s)',
  survivesLabel: 'Which account survives',
  thisSurvives: (id: number) => `This account (user ${id}) survives`,
  otherSurvives: 'The other account survives',
  remarkLabel: 'Remark (why, for the audit log)',
  confirm: 'Merge',
  failed: 'The profiles could not be merged. Please try again.',
} as const;

/**
 * Merges this account with another picked by id, asking which one survives. The server checks
 * everything again (both exist, neither deleted, no super admin merged away).
 */
export function MergeUsersDialog({ userId, onClose }: { userId: number; onClose: () => void }) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const merge = useMergeUsers();
  const [other, setOther] = useState('');
  const [survivor, setSurvivor] = useState<'this' | 'other'>('this');
  const [remark, setRemark] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async () => {
    setRefusal(null);
    const otherId = Number(other.trim());
    if (!/^\d{1,10}$/.test(other.trim()) || otherId === userId || otherId < 1) {
      setFieldError(MERGE_USERS_TEXTS.otherInvalid);
      return;
    }
    const trimmed = remark.trim();
    if (trimmed.length === 0 || trimmed.length > MAX_ADMIN_REMARK) {
      setFieldError(ADMIN_USERS_MESSAGES.remarkRequired);
      return;
    }
    const [survivingUserId, mergedUserId] = survivor === 'this' ? [userId, otherId] : [otherId, userId];
    try {
      const answer = await merge.mutateAsync({ survivingUserId, mergedUserId, remark: trimmed });
      notify(answer.message, 'success');
      onClose();
    } catch (error) {
      setRefusal((error instanceof HttpError && serverMessage(error.body)) || MERGE_USERS_TEXTS.failed);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{MERGE_USERS_TEXTS.title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {MERGE_USERS_TEXTS.body}
        </Typography>
        <TextField
          label={MERGE_USERS_TEXTS.otherLabel}
          value={other}
          onChange={(event) => {
            setOther(event.target.value);
            setFieldError(null);
          }}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          fullWidth
          autoFocus
          sx={{ mb: 2 }}
        />
        <Typography variant="subtitle2" id={`${titleId}-survivor`}>
          {MERGE_USERS_TEXTS.survivesLabel}
        </Typography>
        <RadioGroup
          aria-labelledby={`${titleId}-survivor`}
          value={survivor}
          onChange={(event) => setSurvivor(event.target.value as 'this' | 'other')}
          sx={{ mb: 1 }}
        >
          <FormControlLabel
            value="this"
            control={<Radio size="small" />}
            label={MERGE_USERS_TEXTS.thisSurvives(userId)}
          />
          <FormControlLabel
            value="other"
            control={<Radio size="small" />}
            label={MERGE_USERS_TEXTS.otherSurvives}
          />
        </RadioGroup>
        <TextField
          label={MERGE_USERS_TEXTS.remarkLabel}
          value={remark}
          onChange={(event) => {
            setRemark(event.target.value);
            setFieldError(null);
          }}
          required
          fullWidth
          multiline
          minRows={2}
          helperText={`${remark.trim().length}/${MAX_ADMIN_REMARK}`}
        />
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
        <Button variant="contained" color="error" loading={merge.isPending} onClick={() => void submit()}>
          {MERGE_USERS_TEXTS.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
