import { z } from 'zod';
import { TRADE_TYPES, TRADE_VISIBILITIES, type TradeType } from '../constants/trades.ts';
import { TRADE_MESSAGES } from './messages.ts';
import { roundToPaise, tradePriceError } from './prices.ts';

// Form inputs bound with valueAsNumber give NaN for an empty box; the server may send null.
const FormNumberSchema = z.union([z.number(), z.nan()]).nullish();

export const TradeFormSecuritySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  symbol: z.string().optional(),
  exchange: z.string().optional(),
});
export type TradeFormSecurity = z.infer<typeof TradeFormSecuritySchema>;

export const TargetStopLossRowInputSchema = z.object({
  target_price: FormNumberSchema,
  stop_loss: FormNumberSchema,
});

/** The trade form as typed: numbers may be missing or NaN, intermediate rows may be incomplete. */
export const TradeFormInputSchema = z.object({
  security: TradeFormSecuritySchema.nullish(),
  trade_type: z.enum(TRADE_TYPES),
  entry_price: FormNumberSchema,
  lots: FormNumberSchema,
  target_price: FormNumberSchema,
  stop_loss: FormNumberSchema,
  target_stop_loss_list: z.array(TargetStopLossRowInputSchema),
  duration: FormNumberSchema,
  visibility: z.enum(TRADE_VISIBILITIES),
  group: FormNumberSchema,
});
export type TradeFormInput = z.infer<typeof TradeFormInputSchema>;

export interface TargetStopLossRow {
  target_price: number;
  stop_loss: number;
}

/** An accepted trade form: every required value present, incomplete intermediate rows dropped. */
export interface ValidTradeForm {
  security: TradeFormSecurity;
  trade_type: TradeType;
  entry_price: number;
  lots: number;
  target_price: number;
  stop_loss: number;
  target_stop_loss_list: TargetStopLossRow[];
  duration: number;
  visibility: TradeFormInput['visibility'];
  /** The chosen group, only for group visibility. */
  group: number | null;
}

export const TRADE_FORM_FIELDS = [
  'security',
  'entry_price',
  'lots',
  'target_price',
  'stop_loss',
  'target_stop_loss_list',
  'duration',
  'group',
] as const;
export type TradeFormField = (typeof TRADE_FORM_FIELDS)[number];
export type TradeFormErrors = Partial<Record<TradeFormField, string>>;

export type TradeFormResult = { ok: true; value: ValidTradeForm } | { ok: false; errors: TradeFormErrors };

function isPresent(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * Comparisons written for Buy and mirrored for Sell: `beyond(a, b)` reads "a is further in the
 * profit direction than b" (Buy: a > b, Sell: a < b).
 */
function sideComparators(tradeType: TradeType) {
  const sign = tradeType === 'Buy' ? 1 : -1;
  return {
    beyond: (a: number, b: number) => sign * (a - b) > 0,
    atLeast: (a: number, b: number) => sign * (a - b) >= 0,
  };
}

/** Rows missing a target or a stop loss are dropped on submission (§2, Trade form dialog). */
export function completeRows(rows: TradeFormInput['target_stop_loss_list']): TargetStopLossRow[] {
  const complete: TargetStopLossRow[] = [];
  for (const row of rows) {
    if (isPresent(row.target_price) && isPresent(row.stop_loss)) {
      complete.push({ target_price: row.target_price, stop_loss: row.stop_loss });
    }
  }
  return complete;
}

/**
 * First row (entry price, first target, first stop loss). Buy needs stop_loss < entry_price <=
 * target_price; Sell needs target_price <= entry_price < stop_loss. Placement of the overall messages:
 * - entry price on the wrong side of BOTH the target and the stop loss (the whole row is reversed)
 *   -> the entry message on entry_price only;
 * - otherwise the target on the wrong side of the entry -> the target message on target_price;
 * - otherwise the stop loss on the wrong side of the entry -> the stop-loss message on stop_loss.
 * Since the entry always lies between a valid pair, at most one field is flagged.
 */
function firstRowError(
  tradeType: TradeType,
  entry: number,
  target: number,
  stopLoss: number,
): { field: 'entry_price' | 'target_price' | 'stop_loss'; message: string } | null {
  const { beyond, atLeast } = sideComparators(tradeType);
  const isTargetOk = atLeast(target, entry);
  const isStopLossOk = beyond(entry, stopLoss);
  const isBuy = tradeType === 'Buy';
  if (!isTargetOk && !isStopLossOk) {
    return {
      field: 'entry_price',
      message: isBuy ? TRADE_MESSAGES.buyEntryPrice : TRADE_MESSAGES.sellEntryPrice,
    };
  }
  if (!isTargetOk) {
    return {
      field: 'target_price',
      message: isBuy ? TRADE_MESSAGES.buyTargetPrice : TRADE_MESSAGES.sellTargetPrice,
    };
  }
  if (!isStopLossOk) {
    return { field: 'stop_loss', message: isBuy ? TRADE_MESSAGES.buyStopLoss : TRADE_MESSAGES.sellStopLoss };
  }
  return null;
}

/**
 * Intermediate rows, in order: each target at least the entry price and at least the previous target
 * (the first target for row 1); each stop loss not beyond the previous target, i.e. Buy <=, Sell >=.
 * Returns the row message of the first offending row (its target rule checked before its stop loss).
 */
function rowsError(tradeType: TradeType, entry: number, firstTarget: number, rows: TargetStopLossRow[]) {
  const { atLeast } = sideComparators(tradeType);
  const isBuy = tradeType === 'Buy';
  let previousTarget = firstTarget;
  for (const row of rows) {
    if (!atLeast(row.target_price, entry) || !atLeast(row.target_price, previousTarget)) {
      return isBuy ? TRADE_MESSAGES.buyTargets : TRADE_MESSAGES.sellTargets;
    }
    if (!atLeast(previousTarget, row.stop_loss)) {
      return isBuy ? TRADE_MESSAGES.buyStopLosses : TRADE_MESSAGES.sellStopLosses;
    }
    previousTarget = row.target_price;
  }
  return null;
}

/** A present price rounded to paise; missing values stay as they are. */
function toPaise<T extends number | null | undefined>(value: T): T {
  return (isPresent(value) ? roundToPaise(value) : value) as T;
}

/**
 * Applies the trade form rules of trades.md §5, one message per field. Every price is first rounded
 * to paise and must then lie between ₹0.01 and MAX_TRADE_PRICE (TRADE_PRICE_MESSAGES); the ordering
 * rules compare the rounded prices and are skipped for a row whose prices are out of range. An
 * accepted form carries the rounded prices.
 */
export function validateTradeForm(input: TradeFormInput): TradeFormResult {
  const errors: TradeFormErrors = {};
  const entry = toPaise(input.entry_price);
  const target = toPaise(input.target_price);
  const stopLoss = toPaise(input.stop_loss);
  const { lots } = input;

  if (!input.security) errors.security = TRADE_MESSAGES.required;
  if (!isPresent(entry)) errors.entry_price = TRADE_MESSAGES.required;
  if (!isPresent(target)) errors.target_price = TRADE_MESSAGES.required;
  if (!isPresent(stopLoss)) errors.stop_loss = TRADE_MESSAGES.required;
  if (!isPresent(input.duration)) errors.duration = TRADE_MESSAGES.required;
  if (!isPresent(lots)) errors.lots = TRADE_MESSAGES.required;
  else if (lots < 1) errors.lots = TRADE_MESSAGES.lotsAtLeastOne;

  const priceError = (value: number | null | undefined) => (isPresent(value) ? tradePriceError(value) : null);
  const entryError = priceError(entry);
  const targetError = priceError(target);
  const stopLossError = priceError(stopLoss);
  if (entryError) errors.entry_price = entryError;
  if (targetError) errors.target_price = targetError;
  if (stopLossError) errors.stop_loss = stopLossError;

  const rows = completeRows(input.target_stop_loss_list).map((row) => ({
    target_price: roundToPaise(row.target_price),
    stop_loss: roundToPaise(row.stop_loss),
  }));
  const rowsPriceError = rows
    .flatMap((row) => [tradePriceError(row.target_price), tradePriceError(row.stop_loss)])
    .find((message) => message !== null);
  if (rowsPriceError) errors.target_stop_loss_list = rowsPriceError;

  if (isPresent(entry) && isPresent(target) && !entryError && !targetError) {
    if (isPresent(stopLoss) && !stopLossError) {
      const error = firstRowError(input.trade_type, entry, target, stopLoss);
      if (error) errors[error.field] = error.message;
    }
    const rowError = rowsPriceError ? null : rowsError(input.trade_type, entry, target, rows);
    if (rowError) errors.target_stop_loss_list = rowError;
  }

  const isGroup = input.visibility === 'group';
  if (isGroup && !isPresent(input.group)) errors.group = TRADE_MESSAGES.selectGroup;

  const { security, duration } = input;
  // With no errors every required value is present; the repeated checks only narrow the types.
  const isComplete =
    security &&
    isPresent(entry) &&
    isPresent(target) &&
    isPresent(stopLoss) &&
    isPresent(lots) &&
    isPresent(duration);
  if (Object.keys(errors).length > 0 || !isComplete) return { ok: false, errors };
  return {
    ok: true,
    value: {
      security,
      trade_type: input.trade_type,
      entry_price: entry,
      lots,
      target_price: target,
      stop_loss: stopLoss,
      target_stop_loss_list: rows,
      duration,
      visibility: input.visibility,
      group: isGroup ? (input.group ?? null) : null,
    },
  };
}

/**
 * The trade form contract for react-hook-form's zod resolver and the server: the §5 rules run in
 * superRefine (issues carry the field as path), and a valid form parses to the normalised value.
 */
export const CreateTradeFormSchema = TradeFormInputSchema.superRefine((input, ctx) => {
  const result = validateTradeForm(input);
  if (result.ok) return;
  for (const field of TRADE_FORM_FIELDS) {
    const message = result.errors[field];
    if (message) ctx.addIssue({ code: 'custom', path: [field], message });
  }
}).transform((input): ValidTradeForm => {
  const result = validateTradeForm(input);
  // superRefine has already refused invalid input, so the transform only sees accepted forms.
  if (!result.ok) throw new Error('unreachable: invalid trade form passed superRefine');
  return result.value;
});
export type CreateTradeForm = z.output<typeof CreateTradeFormSchema>;
