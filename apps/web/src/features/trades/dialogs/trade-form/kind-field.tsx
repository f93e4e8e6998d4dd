import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId } from 'react';
import type { TradeKind } from './form-values.ts';

export const CONNECT_BROKER_HINT = 'Connect a broker account to place real trades';

interface KindFieldProps {
  value: TradeKind;
  onChange: (kind: TradeKind) => void;
  brokerConnected: boolean;
  disabled?: boolean;
}

/** Virtual (paper) or real; real needs a connected broker account. */
export function KindField({ value, onChange, brokerConnected, disabled }: KindFieldProps) {
  const labelId = useId();
  return (
    <FormControl disabled={disabled}>
      <FormLabel id={labelId}>Trade kind</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(event.target.value as TradeKind)}
      >
        <FormControlLabel value="virtual" control={<Radio />} label="Virtual" />
        <FormControlLabel
          value="real"
          control={<Radio />}
          label="Real"
          disabled={disabled || !brokerConnected}
        />
      </RadioGroup>
      {!brokerConnected && <FormHelperText>{CONNECT_BROKER_HINT}</FormHelperText>}
    </FormControl>
  );
}
