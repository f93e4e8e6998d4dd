import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { Button, FormHelperText, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { MAX_LADDER_ROWS } from '@tradecircle/domain';
import { type Control, type UseFormGetValues, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { type AcceptedTradeForm, prefilledRowStopLoss, type TradeFormValues } from './form-values.ts';

export const INTERMEDIATE_TARGETS_TOOLTIP =
  'As intermediate targets are achieved, the previous target acts as a stop loss to secure unrealised profits.';

interface TargetRowsProps {
  control: Control<TradeFormValues, unknown, AcceptedTradeForm>;
  register: UseFormRegister<TradeFormValues>;
  getValues: UseFormGetValues<TradeFormValues>;
  /** The rows' message (§5), shown under the rows. */
  error?: string;
}

export const PRICE_INPUT = { inputMode: 'decimal', step: 'any', min: 0 } as const;

/**
 * Intermediate targets after the first one. A new row's stop loss starts at the entry price (first row)
 * or the previous row's target; rows missing a value are dropped by the form's schema on submission.
 */
export function TargetRows({ control, register, getValues, error }: TargetRowsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'target_stop_loss_list' });

  const handleAdd = () => {
    const [entryPrice, rows] = getValues(['entry_price', 'target_stop_loss_list']);
    append({ target_price: null, stop_loss: prefilledRowStopLoss(entryPrice, rows) }, { shouldFocus: true });
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
        <Typography variant="subtitle2">Intermediate targets</Typography>
        <Tooltip title={INTERMEDIATE_TARGETS_TOOLTIP}>
          <IconButton size="small" aria-label={INTERMEDIATE_TARGETS_TOOLTIP}>
            <InfoOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      {fields.map((field, index) => {
        const number = index + 2;
        return (
          <Stack key={field.id} direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <TextField
              {...register(`target_stop_loss_list.${index}.target_price`, { valueAsNumber: true })}
              type="number"
              label={`Target ${number}`}
              fullWidth
              slotProps={{ htmlInput: PRICE_INPUT }}
            />
            <TextField
              {...register(`target_stop_loss_list.${index}.stop_loss`, { valueAsNumber: true })}
              type="number"
              label={`Stop loss ${number}`}
              fullWidth
              slotProps={{ htmlInput: PRICE_INPUT }}
            />
            <IconButton aria-label={`Remove target ${number}`} onClick={() => remove(index)} sx={{ mt: 1 }}>
              <DeleteOutline />
            </IconButton>
          </Stack>
        );
      })}
      {error && <FormHelperText error>{error}</FormHelperText>}
      {fields.length < MAX_LADDER_ROWS - 1 ? (
        <div>
          <Button startIcon={<AddIcon />} onClick={handleAdd}>
            Add target
          </Button>
        </div>
      ) : (
        <FormHelperText>A trade can have at most {MAX_LADDER_ROWS} targets</FormHelperText>
      )}
    </Stack>
  );
}
