import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import VideoFileIcon from '@mui/icons-material/VideoFileOutlined';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormHelperText,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { VIDEO_ENDPOINTS } from '@tradecircle/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { notify } from '../../../shared/api/app-bridge.ts';
import { isAbortError } from '../../../shared/api/request.ts';
import { uploadWithProgress } from '../../../shared/api/upload-with-progress.ts';
import { useIsFullScreenDialog } from '../../../shared/ui/use-full-screen-dialog.ts';
import { refusalText, useRefreshVideos } from '../hooks.ts';
import { isVideoFile } from '../video-forms.ts';
import { VIDEO_TEXTS } from '../video-texts.ts';

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * Upload Video (§2): an MP4 or WebM file and an optional poster, sent with a progress bar. The server
 * checks the content; its refusal (not a video, too large, a damaged file) is shown here. The new
 * video is a Draft until its details are filled.
 */
export function UploadVideoDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const fullScreen = useIsFullScreenDialog();
  const refresh = useRefreshVideos();
  const [video, setVideo] = useState<File | null>(null);
  const [poster, setPoster] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [posterError, setPosterError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const isUploading = progress !== null;

  const chooseVideo = (file: File | null) => {
    setRefusal(null);
    if (file && !isVideoFile(file)) {
      setVideo(null);
      setFileError(VIDEO_TEXTS.onlyVideos);
      return;
    }
    setFileError(null);
    setVideo(file);
  };
  const choosePoster = (file: File | null) => {
    if (file && !file.type.startsWith('image/')) {
      setPoster(null);
      setPosterError(VIDEO_TEXTS.onlyImages);
      return;
    }
    setPosterError(null);
    setPoster(file);
  };

  const close = () => {
    abort.current?.abort();
    onClose();
  };

  const send = async () => {
    if (!video) {
      setFileError(VIDEO_TEXTS.onlyVideos);
      return;
    }
    const form = new FormData();
    form.append('video', video, video.name);
    if (poster) form.append('thumbnail', poster, poster.name);
    const controller = new AbortController();
    abort.current = controller;
    setRefusal(null);
    setProgress(0);
    try {
      const answer = await uploadWithProgress(VIDEO_ENDPOINTS.uploadVideo, form, {
        onProgress: setProgress,
        signal: controller.signal,
      });
      notify(answer.message, 'success');
      onClose();
      await refresh();
    } catch (error) {
      if (isAbortError(error)) return;
      setProgress(null);
      setRefusal(refusalText(error, VIDEO_TEXTS.uploadFailed));
    }
  };

  return (
    <Dialog open onClose={close} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{VIDEO_TEXTS.uploadTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Box>
            <Button component="label" variant="outlined" startIcon={<VideoFileIcon />} disabled={isUploading}>
              {video ? VIDEO_TEXTS.changeVideo : VIDEO_TEXTS.chooseVideo}
              <input
                type="file"
                accept="video/mp4,video/webm,.mp4,.webm"
                hidden
                aria-label={VIDEO_TEXTS.videoFile}
                onChange={(event) => {
                  chooseVideo(event.target.files?.[0] ?? null);
                  event.target.value = '';
                }}
              />
            </Button>
            {video && (
              <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                {video.name} · {megabytes(video.size)}
              </Typography>
            )}
            <FormHelperText error={Boolean(fileError)}>{fileError ?? VIDEO_TEXTS.videoHint}</FormHelperText>
          </Box>
          <Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Button
                component="label"
                variant="outlined"
                startIcon={<AddPhotoAlternateIcon />}
                disabled={isUploading}
              >
                {poster ? VIDEO_TEXTS.changePoster : VIDEO_TEXTS.choosePoster}
                <input
                  type="file"
                  accept="image/png,image/jpeg,image/webp"
                  hidden
                  aria-label={VIDEO_TEXTS.poster}
                  onChange={(event) => {
                    choosePoster(event.target.files?.[0] ?? null);
                    event.target.value = '';
                  }}
                />
              </Button>
              {poster && !isUploading && (
                <Button onClick={() => setPoster(null)}>{VIDEO_TEXTS.removePoster}</Button>
              )}
            </Stack>
            {poster && (
              <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                {poster.name}
              </Typography>
            )}
            <FormHelperText error={Boolean(posterError)}>
              {posterError ?? VIDEO_TEXTS.posterHint}
            </FormHelperText>
          </Box>
          {isUploading && (
            <Box>
              <LinearProgress
                variant="determinate"
                value={progress}
                aria-label={VIDEO_TEXTS.uploadProgress}
              />
              <Typography variant="caption" color="text.secondary">
                {VIDEO_TEXTS.uploading(progress)}
              </Typography>
            </Box>
          )}
          {refusal && <Alert severity="error">{refusal}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>{VIDEO_TEXTS.cancel}</Button>
        <Button variant="contained" onClick={() => void send()} loading={isUploading} disabled={!video}>
          {VIDEO_TEXTS.upload}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
