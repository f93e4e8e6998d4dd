import { Box, Link, Stack, Typography } from '@mui/material';
import { type Comment, formatTradeTime } from '@tradecircle/domain';
import { type ReactNode, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { routeTo } from '../../../shared/routing/route-names.ts';
import { LinkifiedSegments } from '../../../shared/ui/linkified-text.tsx';
import { splitLinks } from '../../../shared/ui/safe-links.ts';
import { UserAvatar } from '../../../shared/ui/user-avatar.tsx';
import { LinkPreviewCard } from './link-preview-card.tsx';

export interface CommentCardProps {
  comment: Comment;
  /** A menu for this comment, shown at the card's top right; nothing is rendered without it. */
  actions?: ReactNode;
  /** Called when a link to one of our own pages is followed. */
  onNavigate?: () => void;
}

/** One comment (trades.md §2 Comment card): commenter, time, text with safe links, link preview. */
export function CommentCard({ comment, actions, onNavigate }: CommentCardProps) {
  const { user_data: author } = comment;
  const segments = useMemo(() => splitLinks(comment.comment_text), [comment.comment_text]);
  return (
    <Stack
      direction="row"
      spacing={1.25}
      component="article"
      aria-label={`Comment by ${author.name}`}
      sx={{ alignItems: 'flex-start', minWidth: 0 }}
    >
      <UserAvatar name={author.name} image={author.profile_image} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={routeTo('OthersProfilePage', { id: author.user, name: author.name })}
            onClick={onNavigate}
            variant="body2"
            underline="hover"
            color="text.primary"
            noWrap
            sx={{ fontWeight: 600, minWidth: 0 }}
          >
            {author.name}
          </Link>
          <Typography
            variant="caption"
            color="text.secondary"
            component="time"
            dateTime={comment.created}
            noWrap
          >
            {formatTradeTime(comment.created)}
          </Typography>
          {actions && <Box sx={{ ml: 'auto !important' }}>{actions}</Box>}
        </Stack>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          <LinkifiedSegments segments={segments} />
        </Typography>
        {comment.link_preview && <LinkPreviewCard preview={comment.link_preview} onNavigate={onNavigate} />}
      </Box>
    </Stack>
  );
}
