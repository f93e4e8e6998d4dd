import {
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { TRADE_VISIBILITIES, type TradeVisibility } from '@tradecircle/domain';
import { useId } from 'react';
import type { TradeGroupOption } from './form-values.ts';

/** The privacy choice's labels (trades.md §2). */
export const VISIBILITY_LABELS: Record<TradeVisibility, string> = {
  followers: 'Public',
  private: 'Private (Only me)',
  group: 'Group',
};

interface VisibilityFieldProps {
  visibility: TradeVisibility;
  onVisibilityChange: (visibility: TradeVisibility) => void;
  group: number | null;
  onGroupChange: (group: number | null) => void;
  groups: readonly TradeGroupOption[];
  groupError?: string;
  disabled?: boolean;
  /** Group is offered only while the groups feature is on. */
  allowGroup?: boolean;
}

/** Public / Private (Only me) / Group; Group then needs a group, marked required. */
export function VisibilityField({
  visibility,
  onVisibilityChange,
  group,
  onGroupChange,
  groups,
  groupError,
  disabled,
  allowGroup = true,
}: VisibilityFieldProps) {
  const labelId = useId();
  const choices = TRADE_VISIBILITIES.filter((option) => allowGroup || option !== 'group');
  return (
    <Stack spacing={1.5}>
      <FormControl disabled={disabled}>
        <FormLabel id={labelId}>Visibility</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={visibility}
          onChange={(event) => onVisibilityChange(event.target.value as TradeVisibility)}
        >
          {choices.map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio />}
              label={VISIBILITY_LABELS[option]}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {visibility === 'group' && (
        <TextField
          select
          label="Group"
          required
          disabled={disabled}
          value={group ?? ''}
          onChange={(event) => onGroupChange(event.target.value === '' ? null : Number(event.target.value))}
          error={Boolean(groupError)}
          helperText={groupError}
        >
          {groups.length === 0 ? (
            <MenuItem value="" disabled>
              You have no groups yet
            </MenuItem>
          ) : (
            groups.map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.name}
              </MenuItem>
            ))
          )}
        </TextField>
      )}
    </Stack>
  );
}
