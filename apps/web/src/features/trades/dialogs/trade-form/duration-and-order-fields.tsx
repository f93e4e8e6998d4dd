import { MenuItem, Stack, TextField } from '@mui/material';
import { ORDER_TYPES } from '@tradecircle/domain';
import { useEffect } from 'react';
import { type Control, Controller, type UseFormGetValues, type UseFormSetValue } from 'react-hook-form';
import { ORDER_TYPE_LABELS } from '../order-type-labels.ts';
import type { AcceptedTradeForm, TradeFormValues } from './form-values.ts';
import { useFormDurations } from './use-form-durations.ts';

interface DurationAndOrderFieldsProps {
  control: Control<TradeFormValues, unknown, AcceptedTradeForm>;
  getValues: UseFormGetValues<TradeFormValues>;
  setValue: UseFormSetValue<TradeFormValues>;
  /** The duration the form opened with (kept in the list even when the form hides it). */
  initialDuration: number | null | undefined;
  durationError?: string;
  isDurationLocked: boolean;
  isOrderTypeLocked: boolean;
}

/** Duration (server list without Short term, first option preselected) and order type. */
export function DurationAndOrderFields({
  control,
  getValues,
  setValue,
  initialDuration,
  durationError,
  isDurationLocked,
  isOrderTypeLocked,
}: DurationAndOrderFieldsProps) {
  const durations = useFormDurations(initialDuration);
  const firstDuration = durations.options[0]?.id;

  useEffect(() => {
    if (firstDuration === undefined) return;
    const current = getValues('duration');
    if (typeof current !== 'number' || !Number.isFinite(current)) setValue('duration', firstDuration);
  }, [firstDuration, getValues, setValue]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Controller
        control={control}
        name="duration"
        render={({ field }) => (
          <TextField
            select
            label="Duration"
            required
            fullWidth
            disabled={isDurationLocked}
            name={field.name}
            inputRef={field.ref}
            onBlur={field.onBlur}
            // An id not (yet) in the list would make MUI warn; the box stays empty until the list loads.
            value={durations.options.some((option) => option.id === field.value) ? field.value : ''}
            onChange={(event) => field.onChange(Number(event.target.value))}
            error={Boolean(durationError) || durations.isError}
            helperText={durationError ?? (durations.isError ? 'Durations could not be loaded' : undefined)}
          >
            {durations.options.map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.name_to_show}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="order_type"
        render={({ field }) => (
          <TextField
            select
            label="Order type"
            fullWidth
            disabled={isOrderTypeLocked}
            name={field.name}
            inputRef={field.ref}
            onBlur={field.onBlur}
            value={field.value}
            onChange={field.onChange}
          >
            {ORDER_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {ORDER_TYPE_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </Stack>
  );
}
