import { z } from 'zod';
import { HOLDINGS_CSV_LIMITS } from '../investor/holdings-csv.ts';
import { MARKET_CAP_BANDS } from '../investor/portfolio-review.ts';
import { ConnectStartSchema, GatewayTransactionIdSchema } from './broker.ts';

/**
 * The portfolio import and review (issue 33, /portfolioEvaluation; docs/api.md "Portfolio review").
 * Amounts are rupees; weights are shares of the portfolio's current value, 0 to 1.
 */

export const PORTFOLIO_SOURCES = ['broker', 'csv'] as const;
export type PortfolioSource = (typeof PORTFOLIO_SOURCES)[number];

export const PortfolioHoldingSchema = z.object({
  security_id: z.number().int(),
  symbol: z.string(),
  name: z.string(),
  sector: z.string().nullable(),
  market_cap_band: z.enum(MARKET_CAP_BANDS),
  quantity: z.number().int(),
  average_price: z.number(),
  /** Null while the security has no live price: the holding then counts at cost. */
  live_price: z.number().nullable(),
  cost: z.number(),
  value: z.number(),
  pnl: z.number(),
  pnl_percent: z.number().nullable(),
  weight: z.number(),
});
export type PortfolioHolding = z.infer<typeof PortfolioHoldingSchema>;

export const AllocationSliceSchema = z.object({ name: z.string(), value: z.number(), weight: z.number() });

/** A followed expert's calls on a security the user holds, as the viewer may see them. */
export const HoldingOverlapSchema = z.object({
  security_id: z.number().int(),
  symbol: z.string(),
  calls: z.number().int(),
  open_calls: z.number().int(),
  /** user_id links the expert's profile (/home/{user_id}). */
  experts: z.array(z.object({ user_id: z.number().int(), name: z.string() })),
  latest: z
    .object({
      trade_id: z.number().int(),
      trade_type: z.string(),
      status: z.string(),
      created_at: z.string(),
      expert: z.string(),
    })
    .nullable(),
});
export type HoldingOverlap = z.infer<typeof HoldingOverlapSchema>;

export const PortfolioReviewSchema = z.object({
  /** Null until the user imports holdings. */
  source: z.enum(PORTFOLIO_SOURCES).nullable(),
  broker: z.string().nullable(),
  imported_at: z.string().nullable(),
  holdings: z.array(PortfolioHoldingSchema),
  totals: z.object({
    cost: z.number(),
    value: z.number(),
    pnl: z.number(),
    pnl_percent: z.number().nullable(),
  }),
  sectors: z.array(AllocationSliceSchema),
  market_caps: z.array(AllocationSliceSchema),
  concentration: z.object({
    herfindahl: z.number(),
    effective_holdings: z.number(),
    /** The five largest holdings. */
    largest: z.array(AllocationSliceSchema),
  }),
  /** From a year of daily closes: annualised volatility (0.18 = 18%) and beta against NIFTY 50. */
  risk: z.object({
    volatility: z.number().nullable(),
    nifty_volatility: z.number().nullable(),
    beta: z.number().nullable(),
    days: z.number().int(),
  }),
  /** Today's holdings held over the past year, and NIFTY 50, each rebased to 100 on the first day. */
  history: z.array(z.object({ time: z.number().int(), portfolio: z.number(), nifty: z.number().nullable() })),
  overlap: z.array(HoldingOverlapSchema),
  flags: z.array(z.object({ code: z.string(), text: z.string() })),
});
export type PortfolioReview = z.infer<typeof PortfolioReviewSchema>;

export const ImportHoldingsCsvBodySchema = z.object({
  csv: z
    .string({ message: 'csv is required: the text of your holdings file' })
    .min(1, 'Choose a CSV file of your holdings')
    .max(HOLDINGS_CSV_LIMITS.maxCharacters, 'The file is larger than 200 KB'),
});
export type ImportHoldingsCsvBody = z.infer<typeof ImportHoldingsCsvBodySchema>;

/** The HOLDINGS_IMPORT transaction the browser opens in the gateway: the shape broker/connect/ answers. */
export const HoldingsImportStartSchema = ConnectStartSchema;

export const ConfirmHoldingsImportBodySchema = z.object({ transaction_id: GatewayTransactionIdSchema });

export const PortfolioClearedSchema = z.object({ message: z.string() });
