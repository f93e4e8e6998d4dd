import LinkIcon from '@mui/icons-material/Link';
import { Button, Chip } from '@mui/material';
import { useIsLoggedIn } from '../../../shared/api/use-session.ts';
import { brokerName } from '../broker-names.ts';
import { useBrokerAccount, useConnectBroker } from '../hooks.ts';

/**
 * Links a broker account for real trades (trades.md §6: real trades are for users connected to the
 * broker flow). Shows the linked broker once there is one; nothing for visitors.
 */
export function ConnectBrokerButton() {
  const isLoggedIn = useIsLoggedIn();
  const account = useBrokerAccount();
  const connect = useConnectBroker();
  if (!isLoggedIn || !account.data) return null;
  if (account.data.is_connected) {
    return (
      <Chip
        icon={<LinkIcon />}
        color="success"
        variant="outlined"
        label={`Broker: ${brokerName(account.data.broker ?? '')}`}
      />
    );
  }
  return (
    <Button
      variant="outlined"
      startIcon={<LinkIcon />}
      disabled={connect.isPending}
      onClick={() => connect.mutate()}
    >
      {connect.isPending ? 'Connecting…' : 'Connect broker'}
    </Button>
  );
}
