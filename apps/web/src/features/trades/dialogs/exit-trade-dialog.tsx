import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { ORDER_TYPES, type OrderType, type Trade } from '@tradecircle/domain';
import type { FormEvent } from 'react';
import { SecurityPicker } from '../../../shared/security-picker/security-picker.tsx';
import { ORDER_TYPE_LABELS } from './order-type-labels.ts';
import { KindField } from './trade-form/kind-field.tsx';
import { PRICE_INPUT } from './trade-form/target-rows.tsx';
import { TradeSideSwitch } from './trade-form/trade-side-switch.tsx';
import { useFormDurations } from './trade-form/use-form-durations.ts';
import { useTradeDialogLayout } from './use-trade-dialog-layout.ts';

export const EXIT_TRADE_TITLE = 'Exit Trade';
export const EXIT_HINT = 'The whole position is sold at the market price through your broker.';

/** What an exit asks the broker: the trade and the order type (useRealTradeExit's EXIT). */
export interface TradeExit {
  tradeId: number;
  orderType: OrderType;
}

export interface ExitTradeDialogProps {
  open: boolean;
  onClose: () => void;
  /** The owner's real Live trade. */
  trade: Trade;
  brokerConnected?: boolean;
  /** The owner confirmed; the caller sends the exit order (the dialog stays open until it closes it). */
  onExit: (exit: TradeExit) => void;
}

// The server's exit-order takes market orders for the whole quantity only.
const EXIT_ORDER_TYPE: OrderType = 'market_order';
const noChange = () => {};

/**
 * Exit of a real Live trade: the position as it is (a Sell at the live price, its lots, duration and
 * reasoning), all shown and none chosen, sold at market through the broker. Not a new trade, so no
 * trade rule (trades.md §5) applies: the live price may already be past the stop loss.
 */
export function ExitTradeDialog({
  open,
  onClose,
  trade,
  brokerConnected = false,
  onExit,
}: ExitTradeDialogProps) {
  const layout = useTradeDialogLayout();
  const durations = useFormDurations(trade.duration);
  const { id, name, symbol, exchange } = trade.security;
  const duration = durations.options.some((option) => option.id === trade.duration) ? trade.duration : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onExit({ tradeId: trade.id, orderType: EXIT_ORDER_TYPE });
  };

  return (
    <Dialog open={open} onClose={onClose} {...layout}>
      <form onSubmit={submit} noValidate aria-label={EXIT_TRADE_TITLE}>
        <DialogTitle sx={{ pr: 7 }}>{EXIT_TRADE_TITLE}</DialogTitle>
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseIcon />
        </IconButton>
        <DialogContent dividers>
          <Stack spacing={2.25}>
            <SecurityPicker
              label="Security"
              value={{ id, name, symbol, exchange }}
              onChange={noChange}
              disabled
            />
            <TradeSideSwitch value="Sell" onChange={noChange} disabled />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                type="number"
                label="Live price"
                required
                fullWidth
                value={trade.live_price ?? trade.entry_price}
                slotProps={{ htmlInput: { ...PRICE_INPUT, readOnly: true }, inputLabel: { shrink: true } }}
              />
              <TextField
                type="number"
                label="Lots"
                required
                fullWidth
                value={trade.lots}
                slotProps={{ htmlInput: { readOnly: true } }}
              />
            </Stack>
            <Alert severity="info" variant="outlined">
              {EXIT_HINT}
            </Alert>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField select label="Duration" required fullWidth disabled value={duration}>
                {durations.options.map((option) => (
                  <MenuItem key={option.id} value={option.id}>
                    {option.name_to_show}
                  </MenuItem>
                ))}
              </TextField>
              <TextField select label="Order type" fullWidth disabled value={EXIT_ORDER_TYPE}>
                {ORDER_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {ORDER_TYPE_LABELS[type]}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <TextField
              label="Reasoning"
              multiline
              minRows={3}
              disabled
              value={trade.reasoning.content}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <KindField value="real" onChange={noChange} brokerConnected={brokerConnected} disabled />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            {EXIT_TRADE_TITLE}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
