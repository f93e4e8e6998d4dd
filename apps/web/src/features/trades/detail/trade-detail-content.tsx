import { Alert, Button, Skeleton, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Comment, TradeDetail } from '@tradecircle/domain';
import { HttpError } from '../../../shared/api/http-errors.ts';
import {
  FnoTradeCard,
  TradeCard,
  type TradeCardHandlers,
  TradeCardSkeleton,
  type TradeViewer,
} from '../components/index.ts';
import { CallDisclosureBlock } from './call-disclosure-block.tsx';
import type { CommentActionsRenderer } from './comment-list.tsx';
import { TradeComments } from './trade-comments.tsx';

export const TRADE_UNAVAILABLE_MESSAGE = 'This trade is not available';
const TRADE_UNAVAILABLE_DETAIL = 'It may be private, or it has been deleted.';
const TRADE_LOAD_FAILED_MESSAGE = 'This trade could not be loaded';

export interface TradeDetailContentProps {
  /** The user-trade-detail query; null when there is no trade to load. */
  query: Pick<UseQueryResult<TradeDetail>, 'data' | 'error' | 'refetch' | 'isFetching'> | null;
  viewer: TradeViewer | null;
  cardHandlers: Omit<TradeCardHandlers, 'onOpenDetail'>;
  renderCommentActions: CommentActionsRenderer | undefined;
  onNavigate: () => void;
  /** Comments the viewer posted while the trade is shown (the dialog's Add comment form). */
  postedComments?: readonly Comment[];
}

/**
 * The dialog's body for each state of the detail query: loaded (kept while a refetch fails),
 * unavailable (404: private or deleted), failed with a retry, loading.
 */
export function TradeDetailContent({
  query,
  viewer,
  cardHandlers,
  renderCommentActions,
  onNavigate,
  postedComments,
}: TradeDetailContentProps) {
  const trade = query?.data;
  if (trade) {
    return (
      <LoadedTrade
        trade={trade}
        viewer={viewer}
        cardHandlers={cardHandlers}
        renderCommentActions={renderCommentActions}
        onNavigate={onNavigate}
        postedComments={postedComments}
      />
    );
  }
  if (query === null || isNotFound(query.error)) {
    return (
      <Alert severity="info" variant="outlined">
        <Typography variant="subtitle2" component="p">
          {TRADE_UNAVAILABLE_MESSAGE}
        </Typography>
        {TRADE_UNAVAILABLE_DETAIL}
      </Alert>
    );
  }
  if (query.error) {
    return (
      <Alert
        severity="error"
        variant="outlined"
        action={
          <Button color="inherit" size="small" onClick={() => query.refetch()} loading={query.isFetching}>
            Retry
          </Button>
        }
      >
        {TRADE_LOAD_FAILED_MESSAGE}
      </Alert>
    );
  }
  return <DetailSkeleton />;
}

function LoadedTrade({
  trade,
  viewer,
  cardHandlers,
  renderCommentActions,
  onNavigate,
  postedComments,
}: Omit<TradeDetailContentProps, 'query'> & { trade: TradeDetail }) {
  return (
    <Stack spacing={2.5}>
      {trade.is_equity_trade ? (
        <TradeCard trade={trade} viewer={viewer} {...cardHandlers} />
      ) : (
        <FnoTradeCard
          trade={trade}
          viewer={viewer}
          onFeature={cardHandlers.onFeature}
          onDelete={cardHandlers.onDelete}
          onShare={cardHandlers.onShare}
          onComment={cardHandlers.onComment}
        />
      )}
      <CallDisclosureBlock disclosure={trade.disclosure} onNavigate={onNavigate} />
      <Stack spacing={1.5}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          Comments ({trade.comments_count})
        </Typography>
        <TradeComments
          // A new trade starts from its first page again.
          key={trade.id}
          trade={trade}
          viewerUserId={viewer?.userId ?? null}
          renderActions={renderCommentActions}
          onNavigate={onNavigate}
          posted={postedComments}
        />
      </Stack>
    </Stack>
  );
}

function isNotFound(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404;
}

function DetailSkeleton() {
  return (
    <Stack spacing={2.5} aria-busy="true" aria-label="Loading trade">
      <TradeCardSkeleton />
      {[0, 1].map((row) => (
        <Stack key={row} direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
          <Skeleton variant="circular" width={36} height={36} />
          <Stack sx={{ flex: 1 }}>
            <Skeleton width="30%" />
            <Skeleton width="80%" />
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
