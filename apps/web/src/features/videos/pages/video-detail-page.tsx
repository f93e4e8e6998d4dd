import ArrowBack from '@mui/icons-material/ArrowBack';
import LockIcon from '@mui/icons-material/LockOutlined';
import { Alert, Box, Button, Chip, Container, Skeleton, Stack, Typography } from '@mui/material';
import {
  formatDate,
  formatVideoPrice,
  type PlaylistDetail,
  VIDEO_MESSAGES,
  type VideoDetail,
} from '@tradecircle/domain';
import { useNavigate, useSearchParams } from 'react-router';
import { HttpError } from '../../../shared/api/http-errors.ts';
import { useIsLoggedIn } from '../../../shared/api/use-session.ts';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { BuyButton } from '../components/buy-button.tsx';
import { PlaylistVideoList } from '../components/playlist-video-list.tsx';
import { VideoPlayer } from '../components/video-player.tsx';
import { RejectionRemark, VideoStatusChip } from '../components/video-status.tsx';
import { usePlaylistDetail, useVideoDetail } from '../hooks.ts';
import { idParam, VIDEO_PATHS } from '../video-paths.ts';
import { VIDEO_TEXTS } from '../video-texts.ts';

/**
 * /video-detail?vdid=&usid=&type=&ptid= (§1, §2): the player with the title, owner, views and
 * description; a paid video not bought shows Buy instead (and Buy for its playlist when watched in
 * one). With type 'playlist' the playlist's other videos are listed beside (under, on a phone).
 */
export function VideoDetailPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const videoId = idParam(params.get('vdid'));
  const playlistId = params.get('type') === 'playlist' ? idParam(params.get('ptid')) : null;
  const video = useVideoDetail(videoId);
  const playlist = usePlaylistDetail(playlistId);

  const back = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate(VIDEO_PATHS.courses);
  };

  return (
    <Container maxWidth="lg" disableGutters sx={{ pb: 4 }}>
      <Button startIcon={<ArrowBack />} onClick={back} sx={{ mb: 1 }}>
        {VIDEO_TEXTS.back}
      </Button>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: {
            xs: '1fr',
            md: playlistId === null ? '1fr' : 'minmax(0, 2fr) minmax(0, 1fr)',
          },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          {videoId === null ? (
            <Alert severity="info">{VIDEO_TEXTS.notFound}</Alert>
          ) : video.isPending ? (
            <Stack spacing={1.5} aria-busy="true">
              <Skeleton variant="rectangular" sx={{ width: '100%', aspectRatio: '16 / 9', height: 'auto' }} />
              <Skeleton width="60%" height={36} />
              <Skeleton width="40%" />
            </Stack>
          ) : video.isError ? (
            video.error instanceof HttpError && video.error.status === 404 ? (
              <Alert severity="info">{VIDEO_TEXTS.notFound}</Alert>
            ) : (
              <LoadFailed message={VIDEO_TEXTS.videoFailed} onRetry={() => void video.refetch()} />
            )
          ) : (
            <VideoMain video={video.data} playlist={playlist.data ?? null} />
          )}
        </Box>
        {playlistId !== null && playlist.data && (
          <Box component="aside" aria-label={VIDEO_TEXTS.playlistVideosLabel} sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
              {playlist.data.title}
            </Typography>
            <PlaylistVideoList playlist={playlist.data} currentVideoId={videoId} dense />
          </Box>
        )}
      </Box>
    </Container>
  );
}

function VideoMain({ video, playlist }: { video: VideoDetail; playlist: PlaylistDetail | null }) {
  const isLoggedIn = useIsLoggedIn();
  const inPlaylist = playlist?.videos.find((item) => item.id === video.id);
  const startAt =
    inPlaylist?.progress && !inPlaylist.progress.completed ? inPlaylist.progress.position_seconds : 0;
  const mayBuy = !video.is_free && !video.is_bought && !video.is_my_video && video.status === 'Verified';
  const mayBuyPlaylist =
    playlist !== null && !playlist.is_free && !playlist.is_bought && !playlist.is_my_playlist && mayBuy;

  return (
    <Stack spacing={2}>
      {video.can_play || video.status === 'Draft' ? (
        <VideoPlayer video={video} startAt={startAt} savesProgress={isLoggedIn} />
      ) : (
        <Box
          sx={{
            width: '100%',
            aspectRatio: '16 / 9',
            borderRadius: 1,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'grey.900',
            color: 'common.white',
            backgroundImage: video.thumbnail
              ? `linear-gradient(rgba(0,0,0,.55), rgba(0,0,0,.55)), url(${video.thumbnail})`
              : undefined,
            backgroundSize: 'cover',
            backgroundPosition: 'center',
          }}
        >
          <Stack spacing={1.5} sx={{ alignItems: 'center', px: 2, textAlign: 'center' }}>
            <LockIcon fontSize="large" aria-hidden />
            <Typography variant="body2">
              {isLoggedIn ? VIDEO_MESSAGES.notBought : VIDEO_MESSAGES.loginToWatch}
            </Typography>
          </Stack>
        </Box>
      )}
      <Box>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 0.5 }}
        >
          <Chip size="small" label={formatVideoPrice(video)} color={video.is_free ? 'default' : 'primary'} />
          {video.is_bought && <Chip size="small" color="success" label={VIDEO_TEXTS.bought} />}
          {video.is_my_video && <VideoStatusChip status={video.status} />}
        </Stack>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {video.title || VIDEO_TEXTS.draftUntitled}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[
            VIDEO_TEXTS.by(video.profile.name),
            VIDEO_TEXTS.views(video.views_count),
            formatDate(video.time),
            video.language?.name_to_show ?? null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>
      {video.is_my_video && <RejectionRemark status={video.status} remark={video.verification_remark} />}
      {mayBuy && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <BuyButton kind="video" id={video.id} price={video.price} />
          {mayBuyPlaylist && <BuyButton kind="playlist" id={playlist.id} price={playlist.price} />}
        </Stack>
      )}
      {video.description && (
        <Typography variant="body1" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {video.description}
        </Typography>
      )}
    </Stack>
  );
}
