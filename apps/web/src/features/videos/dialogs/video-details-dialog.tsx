import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import type { PlaylistSummary, VideoDetail } from '@tradecircle/domain';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { notify } from '../../../shared/api/app-bridge.ts';
import { firstFieldErrors, HttpError } from '../../../shared/api/http-errors.ts';
import { useIsFullScreenDialog } from '../../../shared/ui/use-full-screen-dialog.ts';
import { saveVideoDetails } from '../api.ts';
import { DetailFields } from '../components/detail-fields.tsx';
import { refusalText, useRefreshVideos } from '../hooks.ts';
import {
  toVideoDetailsBody,
  VIDEO_DETAIL_FIELDS,
  type VideoDetailsOutput,
  type VideoDetailsValues,
  videoDetailsResolverSchema,
  videoDetailsValues,
} from '../video-forms.ts';
import { VIDEO_TEXTS } from '../video-texts.ts';

interface VideoDetailsDialogProps {
  /** The video: a Draft (empty boxes) or one being edited. */
  video: VideoDetail;
  /** The owner's playlists to choose from. */
  playlists: readonly PlaylistSummary[];
  onClose: () => void;
}

/**
 * '+ Add Video details' and Edit (§2, §5): title, description, language, Free or Paid with a price,
 * playlist. Saving sends a Draft or a Rejected video for verification.
 */
export function VideoDetailsDialog({ video, playlists, onClose }: VideoDetailsDialogProps) {
  const titleId = useId();
  const fullScreen = useIsFullScreenDialog();
  const refresh = useRefreshVideos();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError } = useForm<
    VideoDetailsValues,
    unknown,
    VideoDetailsOutput
  >({
    resolver: zodResolver(videoDetailsResolverSchema),
    defaultValues: videoDetailsValues(video),
  });

  const submit = handleSubmit(async (form) => {
    setRefusal(null);
    try {
      const answer = await saveVideoDetails(video.id, toVideoDetailsBody(form));
      notify(answer.message, 'success');
      onClose();
      await refresh();
    } catch (error) {
      const fieldErrors =
        error instanceof HttpError && error.status === 400
          ? firstFieldErrors(error.body, VIDEO_DETAIL_FIELDS)
          : {};
      let shown = false;
      for (const field of VIDEO_DETAIL_FIELDS) {
        const message = fieldErrors[field];
        if (message) {
          setError(field, { message });
          shown = true;
        }
      }
      if (!shown) setRefusal(refusalText(error, VIDEO_TEXTS.saveFailed));
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate aria-label={VIDEO_TEXTS.detailsTitle}>
        <DialogTitle id={titleId}>{VIDEO_TEXTS.detailsTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.25} sx={{ pt: 1 }}>
            <DetailFields control={control} />
            <Controller
              control={control}
              name="playlist"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label={VIDEO_TEXTS.playlist}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                >
                  <MenuItem value="">{VIDEO_TEXTS.noPlaylist}</MenuItem>
                  {playlists.map((playlist) => (
                    <MenuItem key={playlist.id} value={String(playlist.id)}>
                      {playlist.title}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {refusal && <Alert severity="error">{refusal}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{VIDEO_TEXTS.cancel}</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {VIDEO_TEXTS.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
