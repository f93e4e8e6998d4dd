import { Box, Card, Link, Stack, Typography } from '@mui/material';
import type { VideoStatus } from '@tradecircle/domain';
import { type ReactNode, useId } from 'react';
import { VIDEO_TEXTS } from '../video-texts.ts';
import { type VideoCardAction, VideoCardMenu } from './video-card-menu.tsx';
import { VideoStatusChip } from './video-status.tsx';
import { VideoThumbnail } from './video-thumbnail.tsx';

interface MediaCardProps {
  title: string;
  thumbnail: string | null;
  /** On the poster's corner: a video's length, a playlist's count. */
  badge: string | null;
  owner: string;
  facts: string;
  status: VideoStatus;
  /** The owner's card: its status chip and `ownerExtras`, and Edit and Delete in the menu. */
  isMine: boolean;
  onView: () => void;
  onChoose: (action: VideoCardAction) => void;
  ownerExtras?: ReactNode;
  /** The card's dialogs. */
  children?: ReactNode;
}

/** The card a video and a playlist share: poster, title with the card menu, owner, facts, status. */
export function MediaCard(props: MediaCardProps) {
  const titleId = useId();
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <VideoThumbnail
        src={props.thumbnail}
        label={`${VIDEO_TEXTS.view} ${props.title}`}
        onOpen={props.onView}
        badge={props.badge}
      />
      <Stack spacing={0.75} sx={{ p: 1.5, flex: 1 }}>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Typography
            id={titleId}
            variant="subtitle2"
            component="h3"
            sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            <Link
              component="button"
              type="button"
              underline="hover"
              color="inherit"
              onClick={props.onView}
              sx={{ font: 'inherit', textAlign: 'left' }}
            >
              {props.title}
            </Link>
          </Typography>
          <VideoCardMenu title={props.title} isMine={props.isMine} onChoose={props.onChoose} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {props.owner}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {props.facts}
        </Typography>
        {props.isMine && (
          <Stack spacing={1} sx={{ pt: 0.5 }}>
            <Box>
              <VideoStatusChip status={props.status} />
            </Box>
            {props.ownerExtras}
          </Stack>
        )}
      </Stack>
      {props.children}
    </Card>
  );
}
