import { describe, expect, it } from 'vitest';
import {
  MAX_COMMENT_BODY_LENGTH,
  MAX_COMMENT_LENGTH,
  MAX_LADDER_ROWS,
  MAX_PAGE,
  MAX_REASONING_LENGTH,
  MAX_REPORT_DESCRIPTION_LENGTH,
  MAX_REPORT_VALID_MONTHS,
  MAX_TRENDING_SECURITIES,
  MAX_WATCHLIST_NAME_LENGTH,
  MIN_REPORT_VALID_MONTHS,
  TRENDING_SECURITIES_DEFAULT_LIMIT,
} from '../constants/limits.ts';
import { MAX_REPORT_PRICE_PAISE } from '../payments/constants.ts';
import { PageParamSchema } from './common.ts';
import { TrendingSecuritiesQuerySchema } from './market.ts';
import { StockReportUploadFieldsSchema } from './report.ts';
import {
  AddCommentBodySchema,
  CreateTradeBodySchema,
  UpdateReasoningBodySchema,
  UpdateTradeBodySchema,
} from './trade.ts';
import { WatchlistTabNameSchema } from './watchlist.ts';

/** The messages a refusal carries, by field. */
function refusals(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  expect(result.success).toBe(false);
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

const row = { target_price: 120, stop_loss: 100 };
const rows = (count: number) => Array.from({ length: count }, () => row);
const createBody = (count: number) => ({ trade_type: 'Buy', target_stop_loss_list: rows(count) });

describe('the schemas use the limits of constants/limits.ts', () => {
  it('a ladder holds MAX_LADDER_ROWS targets: the first one and MAX_LADDER_ROWS - 1 rows after it', () => {
    for (const schema of [CreateTradeBodySchema, UpdateTradeBodySchema]) {
      const body = { ...createBody(MAX_LADDER_ROWS - 1), id: 1 };
      expect(schema.safeParse(body).success).toBe(true);
      expect(refusals(schema.safeParse({ ...body, target_stop_loss_list: rows(MAX_LADDER_ROWS) }))).toEqual([
        ['target_stop_loss_list', `A trade can have at most ${MAX_LADDER_ROWS} targets`],
      ]);
    }
    expect(MAX_LADDER_ROWS).toBe(10);
  });

  it('reasoning is at most MAX_REASONING_LENGTH characters, in the create body and in update-reasoning', () => {
    const long = 'x'.repeat(MAX_REASONING_LENGTH + 1);
    expect(CreateTradeBodySchema.safeParse({ trade_type: 'Buy', reasonings: long.slice(1) }).success).toBe(
      true,
    );
    expect(CreateTradeBodySchema.safeParse({ trade_type: 'Buy', reasonings: long }).success).toBe(false);
    expect(UpdateReasoningBodySchema.safeParse({ reason: long.slice(1) }).success).toBe(true);
    expect(refusals(UpdateReasoningBodySchema.safeParse({ reason: long }))).toEqual([
      ['reason', `Reasoning is at most ${MAX_REASONING_LENGTH} characters`],
    ]);
  });

  it('a comment body is cut off at MAX_COMMENT_BODY_LENGTH with the MAX_COMMENT_LENGTH message', () => {
    const comment = 'x'.repeat(MAX_COMMENT_BODY_LENGTH);
    expect(AddCommentBodySchema.safeParse({ comment, user_id: 1 }).success).toBe(true);
    expect(refusals(AddCommentBodySchema.safeParse({ comment: `${comment}x`, user_id: 1 }))).toEqual([
      ['comment', `Comments are at most ${MAX_COMMENT_LENGTH} characters`],
    ]);
    expect(MAX_COMMENT_LENGTH).toBeLessThan(MAX_COMMENT_BODY_LENGTH);
  });

  it('a watchlist name is at most MAX_WATCHLIST_NAME_LENGTH characters once trimmed', () => {
    const name = 'n'.repeat(MAX_WATCHLIST_NAME_LENGTH);
    expect(WatchlistTabNameSchema.parse(`  ${name}  `)).toBe(name);
    expect(refusals(WatchlistTabNameSchema.safeParse(`${name}n`))).toEqual([
      ['', `Watchlist names are at most ${MAX_WATCHLIST_NAME_LENGTH} characters`],
    ]);
    expect(refusals(WatchlistTabNameSchema.safeParse('   '))).toEqual([['', 'This is Required.']]);
  });

  it('pages run from 1 to MAX_PAGE', () => {
    expect(PageParamSchema.parse(String(MAX_PAGE))).toBe(MAX_PAGE);
    expect(refusals(PageParamSchema.safeParse(MAX_PAGE + 1))).toEqual([['', `Pages end at ${MAX_PAGE}`]]);
    expect(refusals(PageParamSchema.safeParse('0'))).toEqual([['', 'Pages start at 1']]);
  });

  it('a research report is valid MIN_REPORT_VALID_MONTHS to MAX_REPORT_VALID_MONTHS months, its description bounded', () => {
    const fields = { stock: '7', price: '199.50', valid_till: String(MAX_REPORT_VALID_MONTHS) };
    expect(StockReportUploadFieldsSchema.parse(fields)).toEqual({ stock: 7, price: 199.5, valid_till: 36 });
    const range = `Valid till should be between ${MIN_REPORT_VALID_MONTHS} and ${MAX_REPORT_VALID_MONTHS} months`;
    for (const months of [MIN_REPORT_VALID_MONTHS - 1, MAX_REPORT_VALID_MONTHS + 1]) {
      expect(
        refusals(StockReportUploadFieldsSchema.safeParse({ ...fields, valid_till: String(months) })),
      ).toEqual([['valid_till', range]]);
    }
    const description = 'd'.repeat(MAX_REPORT_DESCRIPTION_LENGTH + 1);
    expect(refusals(StockReportUploadFieldsSchema.safeParse({ ...fields, description }))).toEqual([
      ['description', `Description should be at most ${MAX_REPORT_DESCRIPTION_LENGTH} characters`],
    ]);
  });

  it('a research report costs at most MAX_REPORT_PRICE_PAISE (₹10,00,000), its discounted price too', () => {
    const fields = { stock: '7', price: '1000000', valid_till: '6' };
    expect(MAX_REPORT_PRICE_PAISE).toBe(100_000_000);
    expect(StockReportUploadFieldsSchema.parse(fields)).toMatchObject({ price: 1_000_000 });
    const tooHigh = 'Price should be at most ₹10,00,000';
    for (const price of ['1000000.01', '21000000', '99999999999999']) {
      expect(refusals(StockReportUploadFieldsSchema.safeParse({ ...fields, price })), price).toEqual([
        ['price', tooHigh],
      ]);
    }
    expect(
      refusals(StockReportUploadFieldsSchema.safeParse({ ...fields, discount_price: '1000000.50' })),
    ).toEqual([['discount_price', tooHigh]]);
    expect(refusals(StockReportUploadFieldsSchema.safeParse({ ...fields, price: '12,00,000' }))).toEqual([
      ['price', 'Only Numbers'],
    ]);
  });

  it('the trending call answers TRENDING_SECURITIES_DEFAULT_LIMIT securities unless asked, at most MAX_TRENDING_SECURITIES', () => {
    expect(TrendingSecuritiesQuerySchema.parse({})).toEqual({ limit: TRENDING_SECURITIES_DEFAULT_LIMIT });
    expect(TrendingSecuritiesQuerySchema.parse({ limit: String(MAX_TRENDING_SECURITIES) })).toEqual({
      limit: MAX_TRENDING_SECURITIES,
    });
    expect(TrendingSecuritiesQuerySchema.safeParse({ limit: MAX_TRENDING_SECURITIES + 1 }).success).toBe(
      false,
    );
  });
});
