import { zodResolver } from '@hookform/resolvers/zod';
import CloseIcon from '@mui/icons-material/Close';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { CreateTradeBodySchema, type Trade, type TradeFormSecurity } from '@tradecircle/domain';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { SecurityPicker } from '../../../shared/security-picker/security-picker.tsx';
import { useUpdateTradeDetail } from '../hooks.ts';
import { MARKET_PRICE_LABEL } from './order-type-labels.ts';
import { DurationAndOrderFields } from './trade-form/duration-and-order-fields.tsx';
import {
  type AcceptedTradeForm,
  initialFormValues,
  LOCKED_FIELDS,
  type LockableField,
  TradeDialogFormSchema,
  type TradeDraft,
  type TradeFormMode,
  type TradeFormValues,
  type TradeGroupOption,
  toTradeDraft,
  toUpdateTradeBody,
} from './trade-form/form-values.ts';
import { KindField } from './trade-form/kind-field.tsx';
import { PositionField } from './trade-form/position-field.tsx';
import { PRICE_INPUT, TargetRows } from './trade-form/target-rows.tsx';
import { TradeSideSwitch } from './trade-form/trade-side-switch.tsx';
import { useMarketEntry } from './trade-form/use-market-price.ts';
import { VisibilityField } from './trade-form/visibility-field.tsx';
import { useTradeDialogLayout } from './use-trade-dialog-layout.ts';

export const TRADE_FORM_TITLES: Record<TradeFormMode, string> = {
  add: 'Add Trade',
  edit: 'Edit Trade',
  copy: 'Copy Trade',
};

const REASONING_MAX_CHARS = CreateTradeBodySchema.shape.reasonings.unwrap().maxLength ?? undefined;
const LOTS_INPUT = { inputMode: 'numeric', step: 1, min: 1 } as const;
export const MARKET_PRICE_HINTS = {
  live: 'Live price. Your entry is the price when the trade is posted.',
  noSecurity: 'Choose a security to see its live price.',
  unavailable: 'The live price could not be loaded.',
} as const;

export interface TradeFormDialogProps {
  mode: TradeFormMode;
  open: boolean;
  onClose: () => void;
  /** The source trade: required for edit and copy. */
  trade?: Trade;
  /** A draft coming back from the review's Edit button; its values replace the mode's defaults. */
  draft?: TradeDraft;
  /** add: a security to start with (e.g. from the security page). */
  security?: TradeFormSecurity;
  /** add: the group to post to, chosen (visibility Group). */
  group?: TradeGroupOption;
  /** Virtual trades (add, copy) go to the review. */
  onReview: (draft: TradeDraft) => void;
  /** Real trades go to the broker flow. */
  onSubmitReal: (draft: TradeDraft) => void;
  /** edit: after update-trade-detail succeeded; onClose follows. */
  onUpdated?: (trade: Trade) => void;
  /** Shows the visibility choice. */
  groupsEnabled?: boolean;
  groups?: readonly TradeGroupOption[];
  brokerConnected?: boolean;
}

/** The trade form (trades.md §2) in its four modes; rules and messages from CreateTradeFormSchema (§5). */
export function TradeFormDialog(props: TradeFormDialogProps) {
  const layout = useTradeDialogLayout();
  return (
    <Dialog open={props.open} onClose={props.onClose} {...layout}>
      <TradeForm {...props} />
    </Dialog>
  );
}

function TradeForm({
  mode,
  onClose,
  trade,
  draft,
  security,
  group: startGroup,
  onReview,
  onSubmitReal,
  onUpdated,
  groupsEnabled = false,
  groups = [],
  brokerConnected = false,
}: TradeFormDialogProps) {
  const isLocked = (field: LockableField) => LOCKED_FIELDS[mode].includes(field);
  const [initial] = useState(() => initialFormValues({ mode, trade, draft, security, group: startGroup }));
  const { control, register, handleSubmit, getValues, setValue, formState } = useForm<
    TradeFormValues,
    unknown,
    AcceptedTradeForm
  >({ resolver: zodResolver(TradeDialogFormSchema), defaultValues: initial });
  const { errors, isSubmitting } = formState;
  const [kind, group, orderType, chosenSecurity] = useWatch({
    control,
    name: ['kind', 'group', 'order_type', 'security'],
  });
  const update = useUpdateTradeDetail();
  // A new trade's market order enters at the live price; edit keeps the entry of the Upcoming trade.
  const isMarketEntry = orderType === 'market_order' && (mode === 'add' || mode === 'copy');
  const market = useMarketEntry(isMarketEntry, chosenSecurity?.id ?? null, setValue, formState.isSubmitted);
  const entryHint = !isMarketEntry
    ? undefined
    : !chosenSecurity
      ? MARKET_PRICE_HINTS.noSecurity
      : market.isUnavailable
        ? MARKET_PRICE_HINTS.unavailable
        : MARKET_PRICE_HINTS.live;

  const submitForm = handleSubmit(async (form) => {
    if (mode === 'edit' && trade) {
      try {
        const updated = await update.mutateAsync(toUpdateTradeBody(trade.id, form));
        onUpdated?.(updated);
        onClose();
      } catch {
        // The catalogue or the hook has shown what the user needs; the form stays open.
      }
      return;
    }
    const copyOrigin = mode === 'copy' && trade ? trade.id : null;
    const next = toTradeDraft(form, copyOrigin);
    if (next.body.is_real) onSubmitReal(next);
    else onReview(next);
  });

  const rowsError = errors.target_stop_loss_list?.root?.message ?? errors.target_stop_loss_list?.message;
  const submitLabel = mode === 'edit' ? 'Update' : kind === 'real' ? 'Place Real Trade' : 'Review';

  return (
    <form onSubmit={submitForm} noValidate aria-label={TRADE_FORM_TITLES[mode]}>
      <DialogTitle sx={{ pr: 7 }}>{TRADE_FORM_TITLES[mode]}</DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <Stack spacing={2.25}>
          <Controller
            control={control}
            name="security"
            render={({ field }) => (
              <SecurityPicker
                label="Security"
                value={field.value ?? null}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                disabled={isLocked('security')}
                autoFocus={!isLocked('security')}
                error={errors.security?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="trade_type"
            render={({ field }) => (
              <TradeSideSwitch
                value={field.value}
                onChange={field.onChange}
                disabled={isLocked('trade_type')}
              />
            )}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              {...register('entry_price', { valueAsNumber: true })}
              type="number"
              label={isMarketEntry ? MARKET_PRICE_LABEL : 'Entry price'}
              required
              fullWidth
              autoFocus={isLocked('security') && !isMarketEntry}
              error={Boolean(errors.entry_price)}
              helperText={errors.entry_price?.message ?? entryHint}
              slotProps={{
                htmlInput: { ...PRICE_INPUT, readOnly: isMarketEntry },
                // The box may be filled by the live price rather than typed.
                inputLabel: { shrink: true },
                input:
                  isMarketEntry && market.price !== undefined
                    ? {
                        // Read-only and moving with the market: marked so it does not look typed.
                        endAdornment: (
                          <InputAdornment position="end">
                            <Typography variant="caption" sx={{ color: 'success.main', fontWeight: 700 }}>
                              LIVE
                            </Typography>
                          </InputAdornment>
                        ),
                        sx: { bgcolor: 'action.hover' },
                      }
                    : undefined,
              }}
            />
            <TextField
              {...register('lots', { valueAsNumber: true })}
              type="number"
              label="Lots"
              required
              fullWidth
              error={Boolean(errors.lots)}
              helperText={errors.lots?.message}
              slotProps={{ htmlInput: LOTS_INPUT }}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              {...register('target_price', { valueAsNumber: true })}
              type="number"
              label="First target"
              required
              fullWidth
              error={Boolean(errors.target_price)}
              helperText={errors.target_price?.message}
              slotProps={{ htmlInput: PRICE_INPUT }}
            />
            <TextField
              {...register('stop_loss', { valueAsNumber: true })}
              type="number"
              label="First stop loss"
              required
              fullWidth
              error={Boolean(errors.stop_loss)}
              helperText={errors.stop_loss?.message}
              slotProps={{ htmlInput: PRICE_INPUT }}
            />
          </Stack>
          <TargetRows control={control} register={register} getValues={getValues} error={rowsError} />
          <DurationAndOrderFields
            control={control}
            getValues={getValues}
            setValue={setValue}
            initialDuration={initial.duration}
            durationError={errors.duration?.message}
            isDurationLocked={isLocked('duration')}
            isOrderTypeLocked={isLocked('order_type')}
          />
          <Controller
            control={control}
            name="reasoning"
            render={({ field }) => (
              <TextField
                {...field}
                label="Reasoning"
                placeholder="Why this trade: the setup, the news, the levels"
                multiline
                minRows={3}
                disabled={isLocked('reasoning')}
                // The label always sits in the outline's notch: a multiline label that moves on focus
                // was seen lying over the typed text.
                slotProps={{ htmlInput: { maxLength: REASONING_MAX_CHARS }, inputLabel: { shrink: true } }}
              />
            )}
          />
          <Controller
            control={control}
            name="holds_position"
            render={({ field }) => <PositionField checked={field.value} onChange={field.onChange} />}
          />
          {groupsEnabled && (
            <Controller
              control={control}
              name="visibility"
              render={({ field }) => (
                <VisibilityField
                  visibility={field.value}
                  onVisibilityChange={field.onChange}
                  group={finiteOrNull(group)}
                  onGroupChange={(group) =>
                    setValue('group', group, { shouldValidate: formState.isSubmitted })
                  }
                  groups={groups}
                  groupError={errors.group?.message}
                  disabled={isLocked('visibility')}
                />
              )}
            />
          )}
          <Controller
            control={control}
            name="kind"
            render={({ field }) => (
              <KindField
                value={field.value}
                onChange={field.onChange}
                brokerConnected={brokerConnected}
                disabled={isLocked('kind')}
              />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}

function finiteOrNull(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
