import {
  type CreateTradeBody,
  findDuration,
  TRADE_FORM_FIELDS,
  type TradeFormErrors,
  type TradeFormInput,
  type ValidTradeForm,
  validateTradeForm,
} from '@tradecircle/domain';
import { badRequest } from '../../http/app-error.ts';

export const MAX_LOTS = 100_000;

type LadderInput = Pick<
  CreateTradeBody,
  'entry_price' | 'target_price' | 'stop_loss' | 'target_stop_loss_list' | 'lots' | 'duration' | 'trade_type'
> & {
  security: { id: number; name: string } | null;
  visibility: TradeFormInput['visibility'];
  group?: number | null;
};

function toFieldErrors(errors: TradeFormErrors): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message as string]]));
}

function firstMessage(errors: TradeFormErrors): string {
  for (const field of TRADE_FORM_FIELDS) {
    const message = errors[field];
    if (message) return message;
  }
  return 'Invalid trade';
}

/**
 * The trade form rules of trades.md §5 (shared with the web form, prices rounded to paise and kept
 * between ₹0.01 and MAX_TRADE_PRICE there), then what only the server checks: whole lots, a known
 * duration (the body schemas bound the ladder to MAX_LADDER_ROWS). Refusals are 400 with the first
 * message as `message` and every field's message in `errors`. The accepted trade carries the rounded prices.
 */
export function validateTradeInput(input: LadderInput): ValidTradeForm {
  const result = validateTradeForm({
    security: input.security,
    trade_type: input.trade_type,
    entry_price: input.entry_price,
    lots: input.lots,
    target_price: input.target_price,
    stop_loss: input.stop_loss,
    target_stop_loss_list: (input.target_stop_loss_list ?? []).map((row) => ({
      target_price: row.target_price ?? null,
      stop_loss: row.stop_loss ?? null,
    })),
    duration: input.duration,
    visibility: input.visibility,
    group: input.group ?? null,
  });
  if (!result.ok) throw badRequest(firstMessage(result.errors), toFieldErrors(result.errors));
  const trade = result.value;
  if (!Number.isInteger(trade.lots) || trade.lots > MAX_LOTS) {
    throw badRequest(`Lots must be a whole number up to ${MAX_LOTS}`, {
      lots: ['Lots must be a whole number'],
    });
  }
  if (!findDuration(trade.duration)) {
    throw badRequest('Select a valid duration', { duration: ['Select a valid duration'] });
  }
  return trade;
}

/** Ladder columns of a validated trade, with the first row in force. */
export function ladderColumns(trade: ValidTradeForm) {
  const finalTarget = trade.target_stop_loss_list.at(-1)?.target_price ?? trade.target_price;
  return {
    entryPrice: trade.entry_price,
    firstTarget: trade.target_price,
    firstStopLoss: trade.stop_loss,
    targetStopLossList: trade.target_stop_loss_list,
    finalTarget,
    currentStep: 0,
    targetPrice: trade.target_price,
    stopLoss: trade.stop_loss,
  };
}

export function expiryFor(durationId: number, from: Date): Date {
  const duration = findDuration(durationId);
  if (!duration) throw badRequest('Select a valid duration');
  return new Date(from.getTime() + duration.window_days * 24 * 60 * 60 * 1000);
}
