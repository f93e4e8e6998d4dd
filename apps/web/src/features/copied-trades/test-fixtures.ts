/** Copied-trades answers for tests (not shipped: only tests import it), checked against the wire schema. */
import {
  type CopiedTrade,
  CopiedTradesResponseSchema,
  type CopiedTradeTotals,
  compareCopy,
  copiedTradeTotals,
  type Trade,
} from '@tradecircle/domain';
import { json } from '../../test-render.tsx';
import { makeTrade } from '../trades/testing.ts';

export const COPIED_TRADES_PATH = '/backend/api/trade/copied-trades/';

/** The expert's live call: Buy RELIANCE at 1,500, 1,560 live, by Ravi Kumar Sharma (user 7). */
export const liveCall = makeTrade({
  id: 11,
  status: 'Active',
  entry_price: 1500,
  live_price: 1560,
  lots: 5,
  trade_live_time: '2026-05-04T04:00:00.000Z',
  posted_by_id: 7,
  posted_by_name: 'Ravi Kumar Sharma',
});

/** The caller's copy of it: an hour later at 1,530, 2 shares. */
export const laterCopy = makeTrade({
  id: 21,
  status: 'Active',
  entry_price: 1530,
  live_price: 1560,
  lots: 2,
  trade_live_time: '2026-05-04T05:00:00.000Z',
  copy_origin: 11,
  copy_origin_name: 'Ravi Kumar Sharma',
  posted_by_id: 42,
  posted_by_name: 'Asha Copier',
});

/** A closed real copy on TCS whose origin the caller no longer sees. */
export const hiddenOriginCopy = makeTrade({
  id: 22,
  is_real: true,
  status: 'Closed',
  entry_price: 3500,
  exit_price: 3535,
  live_price: 3535,
  lots: 1,
  trade_live_time: '2026-05-04T04:30:00.000Z',
  trade_closing_time: '2026-05-05T09:30:00.000Z',
  closing_reason: 'target',
  security: { id: 55, name: 'Tata Consultancy Services Ltd', symbol: 'TCS', exchange: 'NSE' },
  security_symbol: 'TCS',
  security_name: 'Tata Consultancy Services Ltd',
  copy_origin: 12,
  posted_by_id: 42,
  posted_by_name: 'Asha Copier',
});

/** An item as the server builds it: the comparison by the domain's rule. */
export function copiedItem(copy: Trade, origin: Trade | null): CopiedTrade {
  return { copy, origin, comparison: compareCopy(copy, origin) };
}

export function copiedTradesAnswer(
  items: CopiedTrade[],
  { num = items.length > 0 ? 1 : 0, totals }: { num?: number; totals?: CopiedTradeTotals } = {},
) {
  return json(
    200,
    CopiedTradesResponseSchema.parse({
      results: items,
      num,
      totals:
        totals ??
        copiedTradeTotals(
          items.map(({ copy, comparison }) => ({ status: copy.status, is_real: copy.is_real, comparison })),
        ),
    }),
  );
}
