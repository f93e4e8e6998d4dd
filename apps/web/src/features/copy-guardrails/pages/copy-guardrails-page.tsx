import { Button, Chip, Container, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { type CopyGuardrail, formatRupees, type PriceAlert } from '@tradecircle/domain';
import { useState } from 'react';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { GuardrailForm } from '../components/guardrail-form.tsx';
import { useMyGuardrails, useMyPriceAlerts, useRemoveGuardrail, useRemovePriceAlert } from '../hooks.ts';

function sizingText(guardrail: CopyGuardrail): string {
  if (guardrail.sizing_mode === 'lots') return `${guardrail.lots} lot(s) per copy`;
  if (guardrail.sizing_mode === 'amount') return `${formatRupees(guardrail.amount ?? 0)} per copy`;
  return `${guardrail.capital_percent}% of ${formatRupees(guardrail.virtual_capital ?? 0)} per copy`;
}

function GuardrailCard({ guardrail }: { guardrail: CopyGuardrail }) {
  const remove = useRemoveGuardrail();
  const [isEditing, setIsEditing] = useState(false);
  return (
    <Paper variant="outlined" component="article" aria-label={guardrail.expert.name} sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
            {guardrail.expert.name}
          </Typography>
          {guardrail.tripped_at && <Chip color="error" size="small" label="Copying stopped" />}
        </Stack>
        <Typography variant="body2">{sizingText(guardrail)}</Typography>
        <Typography variant="body2">
          Open exposure {formatRupees(guardrail.open_exposure)} of {formatRupees(guardrail.max_open_exposure)}
        </Typography>
        <Typography variant="body2">
          Drawdown {guardrail.drawdown_percent}%
          {guardrail.copy_stop_percent !== null
            ? ` (copy stop ${guardrail.copy_stop_percent}%)`
            : ' (no copy stop)'}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={() => setIsEditing((current) => !current)}>
            {isEditing ? 'Cancel' : 'Edit'}
          </Button>
          <Button
            size="small"
            color="error"
            disabled={remove.isPending}
            onClick={() => remove.mutate(guardrail.expert.user_id)}
          >
            Remove
          </Button>
        </Stack>
        {isEditing && (
          <GuardrailForm
            expertUserId={guardrail.expert.user_id}
            initial={guardrail}
            onSaved={() => setIsEditing(false)}
          />
        )}
      </Stack>
    </Paper>
  );
}

function AlertRow({ alert }: { alert: PriceAlert }) {
  const remove = useRemovePriceAlert();
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center' }}
      component="li"
      aria-label={alert.security.symbol}
    >
      <Typography variant="body2" sx={{ flexGrow: 1 }}>
        {alert.security.symbol} {alert.condition === 'above' ? 'at or above' : 'at or below'}{' '}
        {formatRupees(alert.price)}
        {alert.triggered_price !== null ? ` (reached ${formatRupees(alert.triggered_price)})` : ''}
      </Typography>
      <Chip size="small" label={alert.status === 'triggered' ? 'Triggered' : 'Waiting'} />
      <Button size="small" color="error" disabled={remove.isPending} onClick={() => remove.mutate(alert.id)}>
        Delete
      </Button>
    </Stack>
  );
}

/** The signed-in user's copy guardrails (per expert) and price alerts (issue 34, part 3). */
export function CopyGuardrailsPage() {
  const guardrails = useMyGuardrails();
  const alerts = useMyPriceAlerts();
  return (
    <Container maxWidth="md" disableGutters>
      <Stack spacing={2}>
        <Paper variant="outlined" component="header" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h5" component="h1">
            Copy guardrails and price alerts
          </Typography>
        </Paper>
        <Typography variant="h6" component="h2">
          Copy guardrails
        </Typography>
        {guardrails.isPending ? (
          <Skeleton variant="rounded" height={120} />
        ) : guardrails.isError ? (
          <LoadFailed message="Could not load your guardrails" onRetry={() => void guardrails.refetch()} />
        ) : guardrails.data.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No guardrails yet: set one from an expert's profile before copying their calls.
          </Typography>
        ) : (
          guardrails.data.map((guardrail) => (
            <GuardrailCard key={guardrail.expert.user_id} guardrail={guardrail} />
          ))
        )}
        <Typography variant="h6" component="h2">
          Price alerts
        </Typography>
        {alerts.isPending ? (
          <Skeleton variant="rounded" height={80} />
        ) : alerts.isError ? (
          <LoadFailed message="Could not load your price alerts" onRetry={() => void alerts.refetch()} />
        ) : alerts.data.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No price alerts yet: add one from a security's page.
          </Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {alerts.data.map((alert) => (
              <AlertRow key={alert.id} alert={alert} />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
