import CloseIcon from '@mui/icons-material/Close';
import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import { formatRupees } from '@tradecircle/domain';
import { useId } from 'react';
import { notify } from '../../../shared/api/app-bridge.ts';
import { useIsFullScreenDialog } from '../../../shared/ui/use-full-screen-dialog.ts';
import { useMyPriceAlerts, useRemovePriceAlert } from '../hooks.ts';
import { PriceAlertForm } from './price-alert-form.tsx';

export type AlertSecurity = { id: number; symbol: string };

/**
 * A price alert on one security, in a dialog (full screen under 768 px): the form, and the viewer's
 * alerts on it, each with Delete.
 */
export function PriceAlertDialog({
  open,
  onClose,
  security,
}: {
  open: boolean;
  onClose: () => void;
  security: AlertSecurity;
}) {
  const isFullScreen = useIsFullScreenDialog();
  const titleId = useId();
  const alerts = useMyPriceAlerts({ fresh: true });
  const remove = useRemovePriceAlert();
  const mine = (alerts.data ?? []).filter((alert) => alert.security.id === security.id);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={isFullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        Price alert on {security.symbol}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            You are told in the app once the live price reaches your level; an alert fires once.
          </Typography>
          <PriceAlertForm
            securityId={security.id}
            symbol={security.symbol}
            onCreated={() => notify(`Price alert on ${security.symbol} added`, 'success')}
          />
          {mine.length > 0 && (
            <Stack
              component="ul"
              spacing={1}
              aria-label={`Your alerts on ${security.symbol}`}
              sx={{ p: 0, m: 0 }}
            >
              {mine.map((alert) => (
                <Stack
                  key={alert.id}
                  component="li"
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', listStyle: 'none' }}
                >
                  <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 0 }}>
                    {alert.condition === 'above' ? 'At or above' : 'At or below'} {formatRupees(alert.price)}
                    {alert.triggered_price !== null
                      ? ` (reached ${formatRupees(alert.triggered_price)})`
                      : ''}
                  </Typography>
                  <Chip size="small" label={alert.status === 'triggered' ? 'Triggered' : 'Waiting'} />
                  <Button
                    size="small"
                    color="error"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(alert.id)}
                    aria-label={`Delete the alert at ${formatRupees(alert.price)}`}
                  >
                    Delete
                  </Button>
                </Stack>
              ))}
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </Dialog>
  );
}
