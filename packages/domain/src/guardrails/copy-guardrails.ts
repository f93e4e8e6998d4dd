import { z } from 'zod';
import { recordIdParamSchema } from '../schemas/record-id.ts';

/**
 * Copy guardrails (issue 34, part 3; docs/metrics.md "Copy guardrails"): what a follower sets per
 * expert they copy. Sizing decides a copy's lots; the maximum open exposure caps what their open
 * copies of that expert may hold at their entry prices; the copy stop stops copying once the copies'
 * realised drawdown passes a share of that maximum.
 */

/** How a copy's lots are decided: fixed lots, a rupee amount per copy, or a share of a virtual capital. */
export const COPY_SIZING_MODES = ['lots', 'amount', 'capital_percent'] as const;
export type CopySizingMode = (typeof COPY_SIZING_MODES)[number];

/** The largest rupee figure a guardrail takes (₹100 crore): far above any retail book, inside numeric(14,2). */
export const MAX_GUARDRAIL_RUPEES = 1_000_000_000;
/** The most lots fixed-lots sizing takes. */
export const MAX_COPY_LOTS = 100_000;

export const COPY_GUARDRAIL_MESSAGES = {
  sizingMode: `sizing_mode must be one of ${COPY_SIZING_MODES.join(', ')}`,
  lots: 'lots must be a whole number from 1 to 100000',
  lotsRequired: 'lots is required when sizing_mode is lots',
  amount: 'amount must be a rupee amount above 0',
  amountRequired: 'amount is required when sizing_mode is amount',
  capitalPercent: 'capital_percent must be above 0 and at most 100',
  capitalPercentRequired: 'capital_percent is required when sizing_mode is capital_percent',
  virtualCapital: 'virtual_capital must be a rupee amount above 0',
  virtualCapitalRequired: 'virtual_capital is required when sizing_mode is capital_percent',
  maxOpenExposure: 'max_open_exposure must be a rupee amount above 0',
  copyStopPercent: 'copy_stop_percent must be above 0 and at most 100, or null for no copy stop',
  notFound: 'No copy guardrail set for this expert',
  expertNotFound: 'Expert not found',
  notYourself: 'You cannot set copy guardrails for yourself',
} as const;

const rupees = (message: string) =>
  z.number({ message }).positive(message).max(MAX_GUARDRAIL_RUPEES, message);
const percent = (message: string) => z.number({ message }).positive(message).max(100, message);

/**
 * PUT a guardrail: the sizing mode with its one figure (capital_percent also needs virtual_capital),
 * the maximum open exposure, and the copy stop (null or absent: none). Figures of other modes are
 * refused rather than kept unused, so what is stored is what applies.
 */
export const CopyGuardrailSettingsSchema = z
  .object({
    sizing_mode: z.enum(COPY_SIZING_MODES, { message: COPY_GUARDRAIL_MESSAGES.sizingMode }),
    lots: z
      .number({ message: COPY_GUARDRAIL_MESSAGES.lots })
      .int(COPY_GUARDRAIL_MESSAGES.lots)
      .min(1, COPY_GUARDRAIL_MESSAGES.lots)
      .max(MAX_COPY_LOTS, COPY_GUARDRAIL_MESSAGES.lots)
      .nullish(),
    amount: rupees(COPY_GUARDRAIL_MESSAGES.amount).nullish(),
    capital_percent: percent(COPY_GUARDRAIL_MESSAGES.capitalPercent).nullish(),
    virtual_capital: rupees(COPY_GUARDRAIL_MESSAGES.virtualCapital).nullish(),
    max_open_exposure: rupees(COPY_GUARDRAIL_MESSAGES.maxOpenExposure),
    copy_stop_percent: percent(COPY_GUARDRAIL_MESSAGES.copyStopPercent).nullish(),
  })
  .superRefine((value, context) => {
    const need = (field: 'lots' | 'amount' | 'capital_percent' | 'virtual_capital', message: string) => {
      if (value[field] === undefined || value[field] === null)
        context.addIssue({ code: 'custom', path: [field], message });
    };
    const refuse = (field: 'lots' | 'amount' | 'capital_percent' | 'virtual_capital') => {
      if (value[field] !== undefined && value[field] !== null)
        context.addIssue({
          code: 'custom',
          path: [field],
          message: `${field} does not apply when sizing_mode is ${value.sizing_mode}`,
        });
    };
    if (value.sizing_mode === 'lots') {
      need('lots', COPY_GUARDRAIL_MESSAGES.lotsRequired);
      for (const field of ['amount', 'capital_percent', 'virtual_capital'] as const) refuse(field);
    } else if (value.sizing_mode === 'amount') {
      need('amount', COPY_GUARDRAIL_MESSAGES.amountRequired);
      for (const field of ['lots', 'capital_percent', 'virtual_capital'] as const) refuse(field);
    } else {
      need('capital_percent', COPY_GUARDRAIL_MESSAGES.capitalPercentRequired);
      need('virtual_capital', COPY_GUARDRAIL_MESSAGES.virtualCapitalRequired);
      for (const field of ['lots', 'amount'] as const) refuse(field);
    }
  });
export type CopyGuardrailSettings = z.infer<typeof CopyGuardrailSettingsSchema>;

/** `:expertUserId` in a guardrail's path: the expert's user id. */
export const ExpertUserIdParamsSchema = z.object({ expertUserId: recordIdParamSchema() });

/** A follower's guardrail for one expert, with where it stands now. */
export const CopyGuardrailSchema = z.object({
  expert: z.object({ user_id: z.number(), name: z.string(), profile_image: z.string().nullable() }),
  sizing_mode: z.enum(COPY_SIZING_MODES),
  lots: z.number().nullable(),
  amount: z.number().nullable(),
  capital_percent: z.number().nullable(),
  virtual_capital: z.number().nullable(),
  max_open_exposure: z.number(),
  copy_stop_percent: z.number().nullable(),
  /** When it was last set (PUT): the copy stop counts the copies closed from then on. */
  set_at: z.string(),
  /** The open copies of this expert's calls (Upcoming or Live) at their entry prices, in rupees. */
  open_exposure: z.number(),
  /** The realised drawdown of the copies closed since set_at, as percent of max_open_exposure. */
  drawdown_percent: z.number(),
  /** When the copy stop tripped; copies are refused until the guardrail is set again. */
  tripped_at: z.string().nullable(),
  tripped_drawdown_percent: z.number().nullable(),
});
export type CopyGuardrail = z.infer<typeof CopyGuardrailSchema>;
