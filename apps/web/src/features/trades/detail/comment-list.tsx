import { Divider, Stack, Typography } from '@mui/material';
import type { Comment } from '@tradecircle/domain';
import { type ReactNode, useMemo } from 'react';
import { CommentCard } from './comment-card.tsx';

export const NO_COMMENTS_MESSAGE = 'No comments yet. Be the first to comment.';

/** Renders a comment's menu: the trade dialog's is 'Report & Block User', hidden on one's own comments. */
export type CommentActionsRenderer = (comment: Comment, context: { isOwn: boolean }) => ReactNode;

export interface CommentListProps {
  comments: readonly Comment[];
  /** The signed-in user's id (null for a visitor), to tell one's own comments. */
  viewerUserId: number | null;
  renderActions?: CommentActionsRenderer;
  onNavigate?: () => void;
}

function byCreation(a: Comment, b: Comment): number {
  return Date.parse(a.created) - Date.parse(b.created) || a.id - b.id;
}

/** A trade's comments, oldest first. */
export function CommentList({ comments, viewerUserId, renderActions, onNavigate }: CommentListProps) {
  const ordered = useMemo(() => [...comments].sort(byCreation), [comments]);
  if (ordered.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
        {NO_COMMENTS_MESSAGE}
      </Typography>
    );
  }
  return (
    <Stack spacing={1.5} divider={<Divider flexItem />} component="section" aria-label="Comments">
      {ordered.map((comment) => (
        <CommentCard
          key={comment.id}
          comment={comment}
          onNavigate={onNavigate}
          actions={renderActions?.(comment, { isOwn: comment.user_data.user === viewerUserId })}
        />
      ))}
    </Stack>
  );
}
