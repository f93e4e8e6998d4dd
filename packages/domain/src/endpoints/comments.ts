import type {
  AddCommentBodySchema,
  CommentPageSchema,
  CommentSchema,
  CommentsQuerySchema,
  TradeIdParamsSchema,
  TradeIdPathParamsSchema,
} from '../schemas/trade.ts';
import { endpoint } from './endpoint.ts';
import type { In, Out } from './wire-types.ts';

/** The trade comment calls (trades.md §7), each declared once; a trade's first page comes with its detail. */
export const COMMENT_ENDPOINTS = {
  addTradeComment: endpoint<{
    params: In<typeof TradeIdPathParamsSchema>;
    body: In<typeof AddCommentBodySchema>;
    response: Out<typeof CommentSchema>;
  }>('POST', '/api/trade/update-comment/:trade_id/'),
  addFnoComment: endpoint<{
    params: In<typeof TradeIdParamsSchema>;
    body: In<typeof AddCommentBodySchema>;
    response: Out<typeof CommentSchema>;
  }>('POST', '/add_fno_comment/:id/'),
  tradeComments: endpoint<{
    params: In<typeof TradeIdPathParamsSchema>;
    query: In<typeof CommentsQuerySchema>;
    response: Out<typeof CommentPageSchema>;
  }>('GET', '/api/trade/comments/:trade_id/'),
} as const;
