/** The trade form's values per mode (trades.md §2, §9) and the bodies built from an accepted form. */
import {
  type CreateTradeBody,
  CreateTradeFormSchema,
  ORDER_TYPES,
  type TargetStopLossRow,
  TRADE_DEFAULTS,
  type Trade,
  type TradeFormSecurity,
  type UpdateTradeBody,
} from '@tradecircle/domain';
import { z } from 'zod';

export const TRADE_FORM_MODES = ['add', 'edit', 'copy'] as const;
export type TradeFormMode = (typeof TRADE_FORM_MODES)[number];

export const TRADE_KINDS = ['virtual', 'real'] as const;
export type TradeKind = (typeof TRADE_KINDS)[number];

export interface TradeGroupOption {
  id: number;
  name: string;
}

/**
 * The §5 rules come from CreateTradeFormSchema unchanged; this only carries the form's other fields
 * (reasoning, kind, order type, the declared position) through the resolver.
 */
export const TradeDialogFormSchema = z
  .object({
    reasoning: z.string(),
    kind: z.enum(TRADE_KINDS),
    order_type: z.enum(ORDER_TYPES),
    holds_position: z.boolean(),
  })
  .and(CreateTradeFormSchema);
export type TradeFormValues = z.input<typeof TradeDialogFormSchema>;
export type AcceptedTradeForm = z.output<typeof TradeDialogFormSchema>;

/** The create-trade fields an accepted form always fills in (the body's schema lets most be left out). */
type FilledField =
  | 'security'
  | 'security_name'
  | 'trade_type'
  | 'entry_price'
  | 'target_price'
  | 'stop_loss'
  | 'lots'
  | 'duration'
  | 'reasonings'
  | 'is_trade_private'
  | 'visibility'
  | 'is_real'
  | 'order_type'
  | 'holds_position';

/**
 * The create-trade body (trades.md §7) as the form builds it: the domain's body with every value the
 * form requires present, complete ladder rows, and the group (null unless group visibility).
 */
export type CreateTradePayload = Omit<CreateTradeBody, FilledField | 'target_stop_loss_list' | 'group'> & {
  [Field in FilledField]-?: NonNullable<CreateTradeBody[Field]>;
} & { target_stop_loss_list: TargetStopLossRow[]; group: number | null };

/** What the form hands on for review or for the real-trade flow: made by toTradeDraft only. */
export interface TradeDraft {
  /** The form's accepted values: what the review re-checks and its Edit hands back to the form. */
  values: AcceptedTradeForm;
  /** A copy's source trade. */
  copyOrigin: number | null;
  /** The create-trade body of these values. */
  body: CreateTradePayload;
  /** For showing the security (symbol, exchange) in the review. */
  security: TradeFormSecurity;
}

export function toTradeDraft(values: AcceptedTradeForm, copyOrigin: number | null): TradeDraft {
  return { values, copyOrigin, body: toCreateTradeBody(values, copyOrigin), security: values.security };
}

export type LockableField =
  | 'security'
  | 'trade_type'
  | 'reasoning'
  | 'visibility'
  | 'kind'
  | 'order_type'
  | 'duration';

/**
 * edit: security, side and reasoning are locked (§2); visibility, kind and order type too, since
 * update-trade-detail does not change them. copy: security and side follow the source. (A real
 * trade's exit is not a form of a trade: ExitTradeDialog.)
 */
export const LOCKED_FIELDS: Record<TradeFormMode, readonly LockableField[]> = {
  add: [],
  edit: ['security', 'trade_type', 'reasoning', 'visibility', 'kind', 'order_type'],
  copy: ['security', 'trade_type'],
};

function securityOf(trade: Trade): TradeFormSecurity {
  const { id, name, symbol, exchange } = trade.security;
  return { id, name, symbol, exchange };
}

export interface InitialValuesSource {
  mode: TradeFormMode;
  trade?: Trade;
  /** A draft coming back from the review (its Edit button). */
  draft?: TradeDraft;
  /** A security to start from in add mode (e.g. the security page's Trade button). */
  security?: TradeFormSecurity;
  /** add: a group to post to (a group page's Add group trades): visibility Group with it chosen. */
  group?: TradeGroupOption;
}

const BLANK_VALUES: TradeFormValues = {
  security: null,
  trade_type: TRADE_DEFAULTS.tradeType,
  entry_price: null,
  lots: TRADE_DEFAULTS.lots,
  target_price: null,
  stop_loss: null,
  target_stop_loss_list: [],
  // Preselected from the duration list once it has loaded.
  duration: null,
  visibility: TRADE_DEFAULTS.visibility,
  group: null,
  reasoning: '',
  kind: TRADE_DEFAULTS.isReal ? 'real' : 'virtual',
  order_type: TRADE_DEFAULTS.orderType,
  holds_position: false,
};

function fromTrade(trade: Trade): TradeFormValues {
  return {
    ...BLANK_VALUES,
    security: securityOf(trade),
    trade_type: trade.trade_type,
    entry_price: trade.entry_price,
    lots: trade.lots,
    target_price: trade.first_target,
    stop_loss: trade.first_stop_loss,
    target_stop_loss_list: trade.target_stop_loss_list.map((row) => ({ ...row })),
    duration: trade.duration,
    reasoning: trade.reasoning.content,
    order_type: trade.order_type,
  };
}

/**
 * copy: a Live trade is copied "enter now" (market mode, the entry following the live price), since
 * its entry is behind the market; an Upcoming one waits for the same entry (limit).
 */
function copyValues(trade: Trade): TradeFormValues {
  return { ...fromTrade(trade), order_type: trade.status === 'Active' ? 'market_order' : 'limit_order' };
}

export function initialFormValues({
  mode,
  trade,
  draft,
  security,
  group,
}: InitialValuesSource): TradeFormValues {
  if (draft)
    return {
      ...draft.values,
      target_stop_loss_list: draft.values.target_stop_loss_list.map((row) => ({ ...row })),
    };
  if (!trade || mode === 'add') {
    const inGroup = group ? { visibility: 'group' as const, group: group.id } : {};
    return { ...BLANK_VALUES, security: security ?? null, ...inGroup };
  }
  switch (mode) {
    case 'edit':
      return {
        ...fromTrade(trade),
        visibility: trade.visibility,
        group: trade.posted_by_group?.id ?? null,
        kind: trade.is_real ? 'real' : 'virtual',
        order_type: trade.order_type,
        holds_position: trade.holds_position,
      };
    case 'copy':
      // The source's answer is its poster's; a copier says their own (blank, as fromTrade leaves it).
      return copyValues(trade);
  }
}

/** The create-trade body (trades.md §7) of an accepted form; copies record their source as copy_origin. */
export function toCreateTradeBody(form: AcceptedTradeForm, copyOrigin: number | null): CreateTradePayload {
  const body: CreateTradePayload = {
    security: form.security.id,
    security_name: form.security.name,
    trade_type: form.trade_type,
    entry_price: form.entry_price,
    target_price: form.target_price,
    stop_loss: form.stop_loss,
    target_stop_loss_list: form.target_stop_loss_list,
    lots: form.lots,
    duration: form.duration,
    reasonings: form.reasoning.trim(),
    is_trade_private: form.visibility === 'private',
    visibility: form.visibility,
    group: form.group,
    is_real: form.kind === 'real',
    order_type: form.order_type,
    holds_position: form.holds_position,
  };
  if (copyOrigin !== null) body.copy_origin = copyOrigin;
  return body;
}

/**
 * What create-trade is sent: a virtual market order goes without its entry price, which tells the
 * server to enter now at its own live price (the form only showed that price); a trade sent with an
 * entry waits Upcoming for it. Real trades keep their entry for the broker flow.
 */
export function toPostedTradeBody(body: CreateTradePayload): CreateTradeBody {
  if (body.order_type !== 'market_order' || body.is_real) return body;
  const { entry_price: _shownLivePrice, ...enterNow } = body;
  return enterNow;
}

export function toUpdateTradeBody(id: number, form: AcceptedTradeForm): UpdateTradeBody {
  return {
    id,
    entry_price: form.entry_price,
    stop_loss: form.stop_loss,
    target_price: form.target_price,
    target_stop_loss_list: form.target_stop_loss_list,
    trade_type: form.trade_type,
    lots: form.lots,
    duration: form.duration,
    holds_position: form.holds_position,
  };
}

/** The stop loss a new intermediate row starts with: the entry price for the first, else the previous target. */
export function prefilledRowStopLoss(
  entryPrice: number | null | undefined,
  rows: TradeFormValues['target_stop_loss_list'],
): number | null {
  const source = rows.length === 0 ? entryPrice : rows[rows.length - 1]?.target_price;
  return typeof source === 'number' && Number.isFinite(source) ? source : null;
}
