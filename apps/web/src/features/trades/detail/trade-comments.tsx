import { Button, Stack, Typography } from '@mui/material';
import type { Comment, TradeDetail } from '@tradecircle/domain';
import { useMemo, useState } from 'react';
import { useMoreTradeComments } from '../hooks.ts';
import { type CommentActionsRenderer, CommentList } from './comment-list.tsx';

export const LOAD_MORE_COMMENTS = 'Load more comments';
export const MORE_COMMENTS_FAILED = 'More comments could not be loaded. Please try again.';

export interface TradeCommentsProps {
  /** The detail: the first page of comments (oldest first) and comments_count. */
  trade: TradeDetail;
  viewerUserId: number | null;
  renderActions?: CommentActionsRenderer;
  onNavigate?: () => void;
  /**
   * Comments the viewer posted here. They are the newest, so while older pages are still to load
   * they are shown after the Load more button, until a loaded page carries them.
   */
  posted?: readonly Comment[];
}

/** A page read after new comments arrived may repeat one already shown. */
function uniqueById(comments: readonly Comment[]): Comment[] {
  const byId = new Map<number, Comment>();
  for (const comment of comments) if (!byId.has(comment.id)) byId.set(comment.id, comment);
  return [...byId.values()];
}

/**
 * A trade's comments, oldest first like the detail: its first page, then a page more per Load more
 * comments (the comments call), with how many are shown of how many there are.
 */
export function TradeComments({
  trade,
  viewerUserId,
  renderActions,
  onNavigate,
  posted = [],
}: TradeCommentsProps) {
  const [isExpanded, setIsExpanded] = useState(false);
  const more = useMoreTradeComments(trade.id, isExpanded);
  const loaded = useMemo(
    () => uniqueById([...trade.comments, ...(more.data?.pages.flatMap((page) => page.result) ?? [])]),
    [trade.comments, more.data],
  );
  const recent = posted.filter((comment) => !loaded.some((shown) => shown.id === comment.id));
  const total = Math.max(trade.comments_count, more.data?.pages.at(-1)?.count ?? 0);
  const hasMore = loaded.length + recent.length < total;

  const loadMore = () => {
    if (!isExpanded) setIsExpanded(true);
    else if (more.hasNextPage) void more.fetchNextPage();
    // The count grew since the pages were read (or a page failed): read them again.
    else void more.refetch();
  };

  const list = (comments: readonly Comment[]) => (
    <CommentList
      comments={comments}
      viewerUserId={viewerUserId}
      renderActions={renderActions}
      onNavigate={onNavigate}
    />
  );

  if (!hasMore) return list([...loaded, ...recent]);
  return (
    <Stack spacing={1.5}>
      {list(loaded)}
      <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" size="small" onClick={loadMore} loading={more.isFetching}>
          {LOAD_MORE_COMMENTS}
        </Button>
        <Typography variant="caption" color={more.isError ? 'error' : 'text.secondary'} role="status">
          {more.isError
            ? MORE_COMMENTS_FAILED
            : `Showing ${loaded.length + recent.length} of ${total} comments`}
        </Typography>
      </Stack>
      {recent.length > 0 && list(recent)}
    </Stack>
  );
}
