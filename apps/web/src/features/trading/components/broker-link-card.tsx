import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { formatDate, type TradingOverview } from '@tradecircle/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { brokerName, useConnectBroker, useDisconnectBroker } from '../../broker/index.ts';
import { TRADING_TEXTS } from '../trading-texts.ts';

/** The broker link of the trading section: connect, reconnect (log in again) or disconnect. */
export function BrokerLinkCard({ account }: { account: TradingOverview['account'] }) {
  const connect = useConnectBroker();
  const disconnect = useDisconnectBroker();
  const [isConfirming, setConfirming] = useState(false);
  const busy = connect.isPending || disconnect.isPending;
  return (
    <Paper variant="outlined" component="section" aria-label={TRADING_TEXTS.brokerHeading} sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Box
            aria-hidden
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: 40,
              height: 40,
              borderRadius: '50%',
              flexShrink: 0,
              bgcolor: account.is_connected ? 'success.light' : 'action.hover',
              color: account.is_connected ? 'success.contrastText' : 'text.secondary',
            }}
          >
            {account.is_connected ? <LinkIcon /> : <LinkOffIcon />}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h2">
              {account.is_connected
                ? TRADING_TEXTS.connectedTo(brokerName(account.broker ?? ''))
                : TRADING_TEXTS.notConnected}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {account.is_connected && account.linked_at
                ? TRADING_TEXTS.linkedSince(formatDate(account.linked_at))
                : TRADING_TEXTS.connectWhy}
            </Typography>
          </Box>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          {account.is_connected ? (
            <>
              <Button variant="outlined" disabled={busy} onClick={() => connect.mutate()}>
                {connect.isPending ? TRADING_TEXTS.connecting : TRADING_TEXTS.reconnect}
              </Button>
              <Button color="error" disabled={busy} onClick={() => setConfirming(true)}>
                {TRADING_TEXTS.disconnect}
              </Button>
            </>
          ) : (
            <Button
              variant="contained"
              disableElevation
              startIcon={<LinkIcon />}
              disabled={busy}
              onClick={() => connect.mutate()}
            >
              {connect.isPending ? TRADING_TEXTS.connecting : TRADING_TEXTS.connect}
            </Button>
          )}
        </Stack>
      </Stack>
      {isConfirming && (
        <ConfirmDialog
          open
          title={TRADING_TEXTS.disconnectTitle}
          text={TRADING_TEXTS.disconnectText}
          confirmLabel={TRADING_TEXTS.disconnect}
          isBusy={disconnect.isPending}
          onConfirm={() => disconnect.mutate(undefined, { onSettled: () => setConfirming(false) })}
          onClose={() => setConfirming(false)}
        />
      )}
    </Paper>
  );
}
