import AddIcon from '@mui/icons-material/Add';
import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import type { PlaylistSummary } from '@tradecircle/domain';
import { useState } from 'react';
import { LightTabs } from '../../../shared/ui/light-tabs.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { CardGrid, CardGridSkeleton } from '../components/card-grid.tsx';
import { PlaylistCard } from '../components/playlist-card.tsx';
import { VideoCard } from '../components/video-card.tsx';
import { PlaylistDialog } from '../dialogs/playlist-dialog.tsx';
import { UploadVideoDialog } from '../dialogs/upload-video-dialog.tsx';
import { useMyVideos } from '../hooks.ts';
import { VIDEO_TEXTS } from '../video-texts.ts';

type Tab = 'videos' | 'playlists';
const TABS = [
  { value: 'videos', label: VIDEO_TEXTS.videosTab },
  { value: 'playlists', label: VIDEO_TEXTS.playlistsTab },
] as const;

/** Create Playlist opens the dialog empty. */
type PlaylistDialogState = { playlist: PlaylistSummary | null } | null;

/**
 * /video-and-playlist (§2): the member's own videos and playlists, every status, in two tabs. Upload
 * Video adds a Draft; '+ Add Video details' on it sends it for verification; a Rejected one shows
 * staff's remark. Create Playlist groups videos in an order, sold at one price.
 */
export function MyVideosPage() {
  const mine = useMyVideos();
  const [tab, setTab] = useState<Tab>('videos');
  const [isUploading, setIsUploading] = useState(false);
  const [playlistDialog, setPlaylistDialog] = useState<PlaylistDialogState>(null);
  const videos = mine.data?.videos ?? [];
  const playlists = mine.data?.playlists ?? [];

  return (
    <Container maxWidth="lg" disableGutters sx={{ pb: 4 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { xs: 'stretch', md: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Typography variant="h5" component="h1">
          {VIDEO_TEXTS.myHeading}
        </Typography>
        <Stack direction="row" spacing={1.5}>
          <Button
            variant="contained"
            startIcon={<CloudUploadIcon />}
            onClick={() => setIsUploading(true)}
            sx={{ flex: { xs: 1, md: 'none' } }}
          >
            {VIDEO_TEXTS.uploadVideo}
          </Button>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => setPlaylistDialog({ playlist: null })}
            disabled={!mine.data}
            sx={{ flex: { xs: 1, md: 'none' } }}
          >
            {VIDEO_TEXTS.createPlaylist}
          </Button>
        </Stack>
      </Stack>
      <LightTabs label={VIDEO_TEXTS.tabsLabel} value={tab} tabs={TABS} onChange={setTab} sx={{ mb: 2 }} />

      {mine.isPending ? (
        <CardGridSkeleton />
      ) : mine.isError ? (
        <LoadFailed message={VIDEO_TEXTS.failed} onRetry={() => void mine.refetch()} />
      ) : tab === 'videos' ? (
        videos.length === 0 ? (
          <Empty text={VIDEO_TEXTS.noMyVideos} />
        ) : (
          <CardGrid label={VIDEO_TEXTS.myVideosLabel}>
            {videos.map((video) => (
              <li key={video.id}>
                <VideoCard video={video} isMine playlists={playlists} />
              </li>
            ))}
          </CardGrid>
        )
      ) : playlists.length === 0 ? (
        <Empty text={VIDEO_TEXTS.noMyPlaylists} />
      ) : (
        <CardGrid label={VIDEO_TEXTS.myPlaylistsLabel}>
          {playlists.map((playlist) => (
            <li key={playlist.id}>
              <PlaylistCard playlist={playlist} isMine videos={videos} />
            </li>
          ))}
        </CardGrid>
      )}

      {isUploading && <UploadVideoDialog onClose={() => setIsUploading(false)} />}
      {playlistDialog && (
        <PlaylistDialog
          playlist={playlistDialog.playlist}
          videos={videos}
          onClose={() => setPlaylistDialog(null)}
        />
      )}
    </Container>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}
