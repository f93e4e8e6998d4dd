import ArrowBack from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Box,
  Button,
  Chip,
  Container,
  LinearProgress,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { formatVideoPrice, type PlaylistDetail } from '@tradecircle/domain';
import { useNavigate, useSearchParams } from 'react-router';
import { HttpError } from '../../../shared/api/http-errors.ts';
import { useIsLoggedIn } from '../../../shared/api/use-session.ts';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { BuyButton } from '../components/buy-button.tsx';
import { playlistFacts } from '../components/playlist-card.tsx';
import { PlaylistVideoList } from '../components/playlist-video-list.tsx';
import { RejectionRemark, VideoStatusChip } from '../components/video-status.tsx';
import { usePlaylistDetail } from '../hooks.ts';
import { idParam, VIDEO_PATHS } from '../video-paths.ts';
import { VIDEO_TEXTS } from '../video-texts.ts';

/**
 * /playlist-detail?ptid= (§1, §2; guests too): the playlist's videos in order with the viewer's
 * progress and the overall percent; Buy for the whole playlist when it is paid and not bought.
 */
export function PlaylistDetailPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const playlistId = idParam(params.get('ptid'));
  const playlist = usePlaylistDetail(playlistId);

  const back = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate(VIDEO_PATHS.courses);
  };

  return (
    <Container maxWidth="md" disableGutters sx={{ pb: 4 }}>
      <Button startIcon={<ArrowBack />} onClick={back} sx={{ mb: 1 }}>
        {VIDEO_TEXTS.back}
      </Button>
      {playlistId === null ? (
        <Alert severity="info">{VIDEO_TEXTS.playlistNotFound}</Alert>
      ) : playlist.isPending ? (
        <Stack spacing={1.5} aria-busy="true">
          <Skeleton width="60%" height={40} />
          <Skeleton width="40%" />
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={72} />
          ))}
        </Stack>
      ) : playlist.isError ? (
        playlist.error instanceof HttpError && playlist.error.status === 404 ? (
          <Alert severity="info">{VIDEO_TEXTS.playlistNotFound}</Alert>
        ) : (
          <LoadFailed message={VIDEO_TEXTS.playlistFailed} onRetry={() => void playlist.refetch()} />
        )
      ) : (
        <PlaylistBody playlist={playlist.data} />
      )}
    </Container>
  );
}

function PlaylistBody({ playlist }: { playlist: PlaylistDetail }) {
  const isLoggedIn = useIsLoggedIn();
  const mayBuy =
    !playlist.is_free && !playlist.is_bought && !playlist.is_my_playlist && playlist.status === 'Verified';
  return (
    <Stack spacing={2.5}>
      <Box>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 0.5 }}
        >
          <Chip
            size="small"
            label={formatVideoPrice(playlist)}
            color={playlist.is_free ? 'default' : 'primary'}
          />
          {playlist.is_bought && <Chip size="small" color="success" label={VIDEO_TEXTS.bought} />}
          {playlist.is_my_playlist && <VideoStatusChip status={playlist.status} />}
        </Stack>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {playlist.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {VIDEO_TEXTS.by(playlist.profile.name)} · {playlistFacts(playlist)}
        </Typography>
      </Box>
      {playlist.is_my_playlist && (
        <RejectionRemark status={playlist.status} remark={playlist.verification_remark} />
      )}
      {playlist.description && (
        <Typography variant="body1" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {playlist.description}
        </Typography>
      )}
      {mayBuy && (
        <Box>
          <BuyButton kind="playlist" id={playlist.id} price={playlist.price} />
        </Box>
      )}
      {isLoggedIn && playlist.videos.length > 0 && (
        <Box>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {VIDEO_TEXTS.progress(playlist.progress_percent)}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={playlist.progress_percent}
            aria-label={VIDEO_TEXTS.progress(playlist.progress_percent)}
            sx={{ height: 8, borderRadius: 4 }}
          />
        </Box>
      )}
      <PlaylistVideoList playlist={playlist} />
    </Stack>
  );
}
