import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import {
  CreatePriceAlertRequestSchema,
  PRICE_ALERT_CONDITIONS,
  type PriceAlertCondition,
} from '@tradecircle/domain';
import { type FormEvent, useState } from 'react';
import { HttpError, serverMessage } from '../../../shared/api/http-errors.ts';
import { useCreatePriceAlert } from '../hooks.ts';

/** Adds a price alert on one security: told in the app once the live price is at or above (below) it. */
export function PriceAlertForm({
  securityId,
  symbol,
  onCreated,
}: {
  securityId: number;
  symbol: string;
  onCreated?: () => void;
}) {
  const create = useCreatePriceAlert();
  const [condition, setCondition] = useState<PriceAlertCondition>('above');
  const [price, setPrice] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreatePriceAlertRequestSchema.safeParse({
      security: securityId,
      condition,
      price: price.trim() === '' ? null : Number(price),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the price');
      return;
    }
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: () => {
        setPrice('');
        onCreated?.();
      },
    });
  };

  const serverError =
    create.isError && create.error instanceof HttpError ? serverMessage(create.error.body) : null;

  return (
    <Stack component="form" aria-label={`Price alert on ${symbol}`} spacing={1} onSubmit={submit} noValidate>
      {/* One row from 600 px; on a phone the fields stack, each the full width. */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          select
          label="When the price is"
          value={condition}
          onChange={(event) => setCondition(event.target.value as PriceAlertCondition)}
          size="small"
          sx={{ minWidth: { sm: 170 } }}
        >
          {PRICE_ALERT_CONDITIONS.map((each) => (
            <MenuItem key={each} value={each}>
              {each === 'above' ? 'at or above' : 'at or below'}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Price (₹)"
          type="number"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          error={error !== null}
          helperText={error ?? undefined}
          size="small"
          sx={{ flexGrow: 1 }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={create.isPending}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap', height: { sm: 40 } }}
        >
          Add alert
        </Button>
      </Stack>
      {serverError && <Alert severity="error">{serverError}</Alert>}
    </Stack>
  );
}
