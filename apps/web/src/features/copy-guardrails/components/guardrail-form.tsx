import {
  Alert,
  Button,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import {
  COPY_SIZING_MODES,
  type CopyGuardrail,
  type CopyGuardrailSettings,
  CopyGuardrailSettingsSchema,
  type CopySizingMode,
} from '@tradecircle/domain';
import { type FormEvent, useState } from 'react';
import { HttpError, serverMessage } from '../../../shared/api/http-errors.ts';
import { useSaveGuardrail } from '../hooks.ts';

const MODE_LABELS: Record<CopySizingMode, string> = {
  lots: 'Fixed lots',
  amount: 'Fixed amount per copy',
  capital_percent: 'Share of a virtual capital',
};

type Fields = {
  lots: string;
  amount: string;
  capital_percent: string;
  virtual_capital: string;
  max_open_exposure: string;
  copy_stop_percent: string;
};

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** The settings the fields hold: only the chosen mode's figures are sent (the server refuses the others). */
function settingsOf(mode: CopySizingMode, fields: Fields): unknown {
  return {
    sizing_mode: mode,
    ...(mode === 'lots' ? { lots: numberOrNull(fields.lots) } : {}),
    ...(mode === 'amount' ? { amount: numberOrNull(fields.amount) } : {}),
    ...(mode === 'capital_percent'
      ? {
          capital_percent: numberOrNull(fields.capital_percent),
          virtual_capital: numberOrNull(fields.virtual_capital),
        }
      : {}),
    max_open_exposure: numberOrNull(fields.max_open_exposure),
    copy_stop_percent: numberOrNull(fields.copy_stop_percent),
  };
}

/**
 * Sets the signed-in user's copy guardrail for one expert (issue 34, part 3): sizing, maximum open
 * exposure and copy stop, checked by the same schema the server applies; saving again resets a
 * tripped copy stop.
 */
export function GuardrailForm({
  expertUserId,
  initial,
  onSaved,
}: {
  expertUserId: number;
  initial?: CopyGuardrail;
  onSaved?: () => void;
}) {
  const save = useSaveGuardrail();
  const [mode, setMode] = useState<CopySizingMode>(initial?.sizing_mode ?? 'lots');
  const [fields, setFields] = useState<Fields>({
    lots: text(initial?.lots ?? 1),
    amount: text(initial?.amount),
    capital_percent: text(initial?.capital_percent),
    virtual_capital: text(initial?.virtual_capital),
    max_open_exposure: text(initial?.max_open_exposure),
    copy_stop_percent: text(initial?.copy_stop_percent),
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});

  const field = (name: keyof Fields, label: string, helper?: string) => (
    <TextField
      label={label}
      type="number"
      value={fields[name]}
      onChange={(event) => setFields((current) => ({ ...current, [name]: event.target.value }))}
      error={errors[name] !== undefined}
      helperText={errors[name] ?? helper}
      size="small"
      fullWidth
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CopyGuardrailSettingsSchema.safeParse(settingsOf(mode, fields));
    if (!parsed.success) {
      const found: Partial<Record<keyof Fields, string>> = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as keyof Fields;
        found[name] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(
      { expertUserId, settings: parsed.data as CopyGuardrailSettings },
      { onSuccess: () => onSaved?.() },
    );
  };

  const serverError =
    save.isError && save.error instanceof HttpError
      ? serverMessage(save.error.body)
      : save.isError
        ? 'Could not save'
        : null;

  return (
    <Stack component="form" aria-label="Copy guardrail" spacing={2} onSubmit={submit} noValidate>
      <FormLabel id={`sizing-${expertUserId}`}>Sizing</FormLabel>
      <RadioGroup
        aria-labelledby={`sizing-${expertUserId}`}
        value={mode}
        onChange={(event) => setMode(event.target.value as CopySizingMode)}
      >
        {COPY_SIZING_MODES.map((each) => (
          <FormControlLabel key={each} value={each} control={<Radio />} label={MODE_LABELS[each]} />
        ))}
      </RadioGroup>
      {mode === 'lots' && field('lots', 'Lots per copy')}
      {mode === 'amount' &&
        field('amount', 'Amount per copy (₹)', 'Lots = amount ÷ (entry × lot size), rounded down')}
      {mode === 'capital_percent' && (
        <>
          {field('virtual_capital', 'Virtual capital (₹)')}
          {field('capital_percent', 'Share per copy (%)')}
        </>
      )}
      {field('max_open_exposure', 'Maximum open exposure (₹)', 'Your open copies of this expert, at entry')}
      {field('copy_stop_percent', 'Copy stop (%)', 'Stop copying after this drawdown; empty for none')}
      {serverError && <Alert severity="error">{serverError}</Alert>}
      <Button type="submit" variant="contained" disabled={save.isPending}>
        {initial?.tripped_at ? 'Save and resume copying' : 'Save guardrail'}
      </Button>
    </Stack>
  );
}
