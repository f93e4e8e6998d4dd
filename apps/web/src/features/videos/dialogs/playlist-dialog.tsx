import { zodResolver } from '@hookform/resolvers/zod';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { PlaylistSummary, VideoDetail } from '@tradecircle/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from '../../../shared/api/app-bridge.ts';
import { firstFieldErrors, HttpError } from '../../../shared/api/http-errors.ts';
import { useIsFullScreenDialog } from '../../../shared/ui/use-full-screen-dialog.ts';
import { createPlaylist, updatePlaylist } from '../api.ts';
import { DetailFields } from '../components/detail-fields.tsx';
import { refusalText, useRefreshVideos } from '../hooks.ts';
import {
  PLAYLIST_FIELDS,
  type PlaylistOutput,
  type PlaylistValues,
  playlistResolverSchema,
  playlistValues,
  toPlaylistBody,
} from '../video-forms.ts';
import { VIDEO_TEXTS } from '../video-texts.ts';

/** The playlist's videos in their order (position), from the owner's videos. */
export function videosOfPlaylist(playlistId: number, videos: readonly VideoDetail[]): VideoDetail[] {
  return videos
    .filter((video) => video.playlist?.id === playlistId)
    .sort(
      (a, b) =>
        (a.playlist?.position ?? Number.MAX_SAFE_INTEGER) - (b.playlist?.position ?? Number.MAX_SAFE_INTEGER),
    );
}

const titleOf = (video: VideoDetail) => video.title || VIDEO_TEXTS.draftUntitled;

/** Moves the item at `index` by `step` (-1 up, +1 down). */
export function moved<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

interface PlaylistDialogProps {
  /** null: a new playlist. */
  playlist: PlaylistSummary | null;
  /** The owner's videos: those in the playlist, and those that may join it. */
  videos: readonly VideoDetail[];
  onClose: () => void;
}

/**
 * Create or edit a playlist (§2): its details and price (one price for the whole playlist), and its
 * videos in order, moved with up and down buttons. A new playlist waits for verification.
 */
export function PlaylistDialog({ playlist, videos, onClose }: PlaylistDialogProps) {
  const titleId = useId();
  const fullScreen = useIsFullScreenDialog();
  const refresh = useRefreshVideos();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [ordered, setOrdered] = useState<VideoDetail[]>(() =>
    playlist ? videosOfPlaylist(playlist.id, videos) : [],
  );
  const { control, handleSubmit, formState, setError } = useForm<PlaylistValues, unknown, PlaylistOutput>({
    resolver: zodResolver(playlistResolverSchema),
    defaultValues: playlistValues(playlist),
  });
  const candidates = videos.filter(
    (video) => video.status !== 'Draft' && !ordered.some((chosen) => chosen.id === video.id),
  );
  const heading = playlist ? VIDEO_TEXTS.editPlaylist : VIDEO_TEXTS.newPlaylist;

  const submit = handleSubmit(async (form) => {
    setRefusal(null);
    const details = toPlaylistBody(form);
    const order = ordered.map((video) => video.id);
    try {
      let answer = playlist
        ? await updatePlaylist(playlist.id, { ...details, videos: order })
        : await createPlaylist(details);
      if (!playlist && order.length > 0) {
        answer = await updatePlaylist(answer.playlist.id, { ...details, videos: order });
      }
      notify(answer.message, 'success');
      onClose();
      await refresh();
    } catch (error) {
      const fieldErrors =
        error instanceof HttpError && error.status === 400
          ? firstFieldErrors(error.body, PLAYLIST_FIELDS)
          : {};
      let shown = false;
      for (const field of PLAYLIST_FIELDS) {
        const message = fieldErrors[field];
        if (message) {
          setError(field, { message });
          shown = true;
        }
      }
      if (!shown) setRefusal(refusalText(error, VIDEO_TEXTS.saveFailed));
      // A playlist created before its videos failed to join: the list shows it.
      if (!playlist) await refresh();
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate aria-label={heading}>
        <DialogTitle id={titleId}>{heading}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.25} sx={{ pt: 1 }}>
            <DetailFields control={control} />
            <Box>
              <Typography variant="subtitle2" component="h3">
                {VIDEO_TEXTS.playlistVideos}
              </Typography>
              {ordered.length === 0 ? (
                <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
                  {VIDEO_TEXTS.noPlaylistVideos}
                </Typography>
              ) : (
                <List dense aria-label={VIDEO_TEXTS.playlistVideos}>
                  {ordered.map((video, index) => (
                    <ListItem
                      key={video.id}
                      disableGutters
                      secondaryAction={
                        <Stack direction="row">
                          <IconButton
                            size="small"
                            aria-label={VIDEO_TEXTS.moveUp(titleOf(video))}
                            disabled={index === 0}
                            onClick={() => setOrdered((items) => moved(items, index, -1))}
                          >
                            <ArrowUpwardIcon fontSize="small" />
                          </IconButton>
                          <IconButton
                            size="small"
                            aria-label={VIDEO_TEXTS.moveDown(titleOf(video))}
                            disabled={index === ordered.length - 1}
                            onClick={() => setOrdered((items) => moved(items, index, 1))}
                          >
                            <ArrowDownwardIcon fontSize="small" />
                          </IconButton>
                          <IconButton
                            size="small"
                            aria-label={VIDEO_TEXTS.removeVideo(titleOf(video))}
                            onClick={() =>
                              setOrdered((items) => items.filter((item) => item.id !== video.id))
                            }
                          >
                            <CloseIcon fontSize="small" />
                          </IconButton>
                        </Stack>
                      }
                      sx={{ pr: 15 }}
                    >
                      <ListItemText
                        primary={`${index + 1}. ${titleOf(video)}`}
                        slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
              {candidates.length > 0 && (
                <TextField
                  select
                  size="small"
                  fullWidth
                  label={VIDEO_TEXTS.addVideo}
                  value=""
                  onChange={(event) => {
                    const chosen = candidates.find((video) => String(video.id) === event.target.value);
                    if (chosen) setOrdered((items) => [...items, chosen]);
                  }}
                  sx={{ mt: 1 }}
                >
                  {candidates.map((video) => (
                    <MenuItem key={video.id} value={String(video.id)}>
                      {titleOf(video)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            </Box>
            {refusal && <Alert severity="error">{refusal}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{VIDEO_TEXTS.cancel}</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {playlist ? VIDEO_TEXTS.save : VIDEO_TEXTS.create}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
