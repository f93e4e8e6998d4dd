import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { MARGIN_MESSAGES } from '@tradecircle/domain';
import { useId, useState } from 'react';
import { notify } from '../../../shared/api/app-bridge.ts';
import { HttpError, serverMessage } from '../../../shared/api/http-errors.ts';
import type { MarginTarget } from './api.ts';
import { useSaveMargin } from './hooks.ts';

export const MARGIN_DIALOG_TEXTS = {
  title: 'Set margin',
  kindLabel: 'Margin for',
  expert: 'Expert',
  group: 'Group',
  idLabel: { expert: 'Expert user id', group: 'Group id' },
  idError: 'Enter an id: a whole number from 1',
  percentLabel: 'Platform fee (%)',
  help: (defaultPercent: number) =>
    `0 to 100, at most 2 decimals. A group's margin wins over its expert's; without either, sales pay the default ${defaultPercent}%.`,
  failed: 'The margin could not be saved. Please try again.',
} as const;

/** '12.5' → 12.5; anything but 0-100 with at most two decimals → null. */
export function parseMarginPercent(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const value = Number(text.trim());
  return value <= 100 ? value : null;
}

/**
 * Sets the platform's fee for an expert (by user id) or a group (by id), in percent with up to two
 * decimals; `initial` edits an existing override.
 */
export function MarginDialog({
  initial,
  defaultPercent,
  onClose,
}: {
  initial: { target: MarginTarget; percent: number } | null;
  defaultPercent: number;
  onClose: () => void;
}) {
  const titleId = useId();
  const save = useSaveMargin();
  const texts = MARGIN_DIALOG_TEXTS;
  const [kind, setKind] = useState<MarginTarget['kind']>(initial?.target.kind ?? 'expert');
  const [id, setId] = useState(initial ? String(initial.target.id) : '');
  const [percent, setPercent] = useState(initial ? String(initial.percent) : '');
  const [errors, setErrors] = useState<{ id?: string; percent?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async () => {
    setRefusal(null);
    const targetId = /^\d{1,10}$/.test(id.trim()) ? Number(id.trim()) : 0;
    const value = parseMarginPercent(percent);
    const found = {
      ...(targetId < 1 ? { id: texts.idError } : {}),
      ...(value === null ? { percent: MARGIN_MESSAGES.marginPercent } : {}),
    };
    setErrors(found);
    if (targetId < 1 || value === null) return;
    try {
      const answer = await save.mutateAsync({ target: { kind, id: targetId }, marginPercent: value });
      notify(answer.message, 'success');
      onClose();
    } catch (error) {
      setRefusal((error instanceof HttpError && serverMessage(error.body)) || texts.failed);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{texts.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            fullWidth
            value={kind}
            disabled={initial !== null}
            onChange={(_, next: MarginTarget['kind'] | null) => next && setKind(next)}
            aria-label={texts.kindLabel}
          >
            <ToggleButton value="expert">{texts.expert}</ToggleButton>
            <ToggleButton value="group">{texts.group}</ToggleButton>
          </ToggleButtonGroup>
          <TextField
            label={texts.idLabel[kind]}
            value={id}
            disabled={initial !== null}
            onChange={(event) => setId(event.target.value)}
            error={Boolean(errors.id)}
            helperText={errors.id}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            required
          />
          <TextField
            label={texts.percentLabel}
            value={percent}
            onChange={(event) => setPercent(event.target.value)}
            error={Boolean(errors.percent)}
            helperText={errors.percent}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            required
            autoFocus={initial !== null}
          />
          <Typography variant="caption" color="text.secondary">
            {texts.help(defaultPercent)}
          </Typography>
          {refusal && <Alert severity="error">{refusal}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" loading={save.isPending} onClick={() => void submit()}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
