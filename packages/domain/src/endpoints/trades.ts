import type { MessageResponseSchema } from '../schemas/common.ts';
import type { GroupPageQuerySchema, GroupPathSchema } from '../schemas/groups.ts';
import type { TradeReportListQuerySchema, TradeReportPageSchema } from '../schemas/report.ts';
import type {
  AllTradeListParamsSchema,
  AllTradeListResponseSchema,
  CreateTradeBodySchema,
  DurationOptionSchema,
  FeatureTradeBodySchema,
  FilterTradesParamsSchema,
  FnoTradeSchema,
  GroupIdParamsSchema,
  GroupTradePage,
  TradeActionResultSchema,
  TradeCountsSchema,
  TradeDetailSchema,
  TradeIdBodySchema,
  TradeIdParamsSchema,
  TradeIdPathParamsSchema,
  TradeListParamsSchema,
  TradeListResponseSchema,
  TradeListViewQuerySchema,
  TradePatchBodySchema,
  TradeSchema,
  UpdateReasoningBodySchema,
  UpdateReasoningResultSchema,
  UpdateTradeBodySchema,
  UserIdParamsSchema,
} from '../schemas/trade.ts';
import { endpoint } from './endpoint.ts';
import type { In, Out } from './wire-types.ts';

type Trade = Out<typeof TradeSchema>;
type TradeAction = Out<typeof TradeActionResultSchema>;
type TradeId = In<typeof TradeIdParamsSchema>;
type TradeList = Out<typeof TradeListResponseSchema>;

/**
 * The trades' calls (trades.md §7; docs/api.md "Trades"), each declared once. profile-details, served
 * by the trades module, is declared with the profiles' calls (USER_ENDPOINTS); the trade report PDF
 * is a file, not a call.
 */
export const TRADE_ENDPOINTS = {
  durationList: endpoint<{ response: Out<typeof DurationOptionSchema>[] }>('GET', '/api/trade/duration-list'),
  createTrade: endpoint<{ body: In<typeof CreateTradeBodySchema>; response: Trade }>(
    'POST',
    '/api/trade/create-trade/',
  ),
  postGroupTrade: endpoint<{
    params: In<typeof GroupIdParamsSchema>;
    body: In<typeof CreateTradeBodySchema>;
    response: Trade;
  }>('POST', '/api/own-groups/:groupId/post-trade/'),
  tradeListView: endpoint<{
    query: In<typeof TradeListViewQuerySchema>;
    response: GroupTradePage;
  }>('GET', '/api/trade/trade-list-view/'),
  groupTrades: endpoint<{
    params: In<typeof GroupPathSchema>;
    query: In<typeof GroupPageQuerySchema>;
    response: GroupTradePage;
  }>('GET', '/api/groups/:id/trades/'),
  updateTrade: endpoint<{ body: In<typeof UpdateTradeBodySchema>; response: Trade }>(
    'POST',
    '/api/trade/update-trade-detail/',
  ),
  deleteTrade: endpoint<{
    body: In<typeof TradeIdBodySchema>;
    response: Out<typeof MessageResponseSchema>;
  }>('POST', '/api/trade/delete-trade/'),
  /** 200, or 202 while an after-market order waits for its fill: the same answer. */
  patchTrade: endpoint<{ body: In<typeof TradePatchBodySchema>; response: TradeAction }>(
    'PATCH',
    '/api/trade/trade-patch',
  ),
  exitTrade: endpoint<{ body: In<typeof TradeIdBodySchema>; response: TradeAction }>(
    'POST',
    '/api/trade/exit-trade',
  ),
  featureTrade: endpoint<{ body: In<typeof FeatureTradeBodySchema>; response: TradeAction }>(
    'PATCH',
    '/api/trade/trade-detail-patch-featured/',
  ),
  featureFnoTrade: endpoint<{ body: In<typeof FeatureTradeBodySchema>; response: TradeAction }>(
    'PATCH',
    '/api/trade/fando-trade-patch',
  ),
  updateReasoning: endpoint<{
    params: In<typeof TradeIdPathParamsSchema>;
    body: In<typeof UpdateReasoningBodySchema>;
    response: Out<typeof UpdateReasoningResultSchema>;
  }>('POST', '/api/trade/update-reasoning/:trade_id'),
  tradeDetail: endpoint<{ params: TradeId; response: Out<typeof TradeDetailSchema> }>(
    'GET',
    '/api/trade/user-trade-detail/:id/',
  ),
  trade: endpoint<{ params: TradeId; response: Trade }>('GET', '/api/trade/get-trade/:id'),
  fnoTrade: endpoint<{ params: TradeId; response: Out<typeof FnoTradeSchema> }>('GET', '/get-fno-trade/:id'),
  tradeCounts: endpoint<{ params: In<typeof UserIdParamsSchema>; response: Out<typeof TradeCountsSchema> }>(
    'GET',
    '/api/trade/get-trades-count/:userId',
  ),
  tradeList: endpoint<{ params: In<typeof TradeListParamsSchema>; response: TradeList }>(
    'GET',
    '/api/trade/trade-list/:userId/:tab/:page',
  ),
  filterTrades: endpoint<{ params: In<typeof FilterTradesParamsSchema>; response: TradeList }>(
    'GET',
    '/api/trade/filter-trades/:tab/:userId/:page/:status/:sides/:durations/:dates',
  ),
  allTradeList: endpoint<{
    params: In<typeof AllTradeListParamsSchema>;
    response: Out<typeof AllTradeListResponseSchema>;
  }>('GET', '/api/trade/all-trade-list/:userId/:page/:status/:buySell/:duration'),
  /** The trade's report, a PDF (a Blob to the web; no JSON schema). */
  tradeReport: endpoint<{ params: TradeId; response: Blob }>('GET', '/api/trade/trade-report/:id/'),
  tradeReportList: endpoint<{
    query: In<typeof TradeReportListQuerySchema>;
    response: Out<typeof TradeReportPageSchema>;
  }>('GET', '/api/trade/trade-report-list/'),
} as const;
