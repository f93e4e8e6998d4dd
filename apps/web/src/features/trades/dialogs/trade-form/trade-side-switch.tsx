import { Stack, Switch, Typography } from '@mui/material';
import type { TradeType } from '@tradecircle/domain';

interface TradeSideSwitchProps {
  value: TradeType;
  onChange: (side: TradeType) => void;
  disabled?: boolean;
}

/** Buy (off) / Sell (on). */
export function TradeSideSwitch({ value, onChange, disabled }: TradeSideSwitchProps) {
  const isSell = value === 'Sell';
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <Typography sx={{ fontWeight: isSell ? 400 : 700, color: isSell ? 'text.secondary' : 'success.main' }}>
        Buy
      </Typography>
      <Switch
        checked={isSell}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked ? 'Sell' : 'Buy')}
        color="error"
        slotProps={{ input: { 'aria-label': 'Buy or Sell' } }}
      />
      <Typography sx={{ fontWeight: isSell ? 700 : 400, color: isSell ? 'error.main' : 'text.secondary' }}>
        Sell
      </Typography>
    </Stack>
  );
}
