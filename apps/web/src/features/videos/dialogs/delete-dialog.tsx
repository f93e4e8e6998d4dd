import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useDeleteVideoItem } from '../hooks.ts';
import { VIDEO_TEXTS } from '../video-texts.ts';

export interface DeleteTarget {
  kind: 'video' | 'playlist';
  id: number;
  title: string;
}

/** Delete, confirmed first (the owner's card menu). */
export function DeleteDialog({
  target,
  onClose,
  onDeleted,
}: {
  target: DeleteTarget;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const titleId = useId();
  const remove = useDeleteVideoItem(onDeleted);
  const isVideo = target.kind === 'video';
  const title = target.title || VIDEO_TEXTS.draftUntitled;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>
        {isVideo ? VIDEO_TEXTS.deleteVideoTitle : VIDEO_TEXTS.deletePlaylistTitle}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
          {isVideo ? VIDEO_TEXTS.deleteVideoText(title) : VIDEO_TEXTS.deletePlaylistText(title)}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{VIDEO_TEXTS.cancel}</Button>
        <Button
          color="error"
          variant="contained"
          loading={remove.isPending}
          onClick={() => remove.mutate({ kind: target.kind, id: target.id }, { onSuccess: onClose })}
        >
          {VIDEO_TEXTS.delete}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
