import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material';
import { useId } from 'react';

export const HOLDS_POSITION_LABEL = 'I hold a position in this security';
export const HOLDS_POSITION_HINT = "Shown to everyone in the trade's disclosure.";

interface PositionFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** Whether the poster holds a position in the security: the call's disclosure states it (issue 16). */
export function PositionField({ checked, onChange }: PositionFieldProps) {
  const hintId = useId();
  return (
    <FormControl>
      <FormControlLabel
        control={
          <Checkbox
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': hintId } }}
          />
        }
        label={HOLDS_POSITION_LABEL}
      />
      <FormHelperText id={hintId} sx={{ mt: -0.5 }}>
        {HOLDS_POSITION_HINT}
      </FormHelperText>
    </FormControl>
  );
}
