import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { videoCardActions } from '@tradecircle/domain';
import { useState } from 'react';
import { VIDEO_TEXTS } from '../video-texts.ts';

export type VideoCardAction = ReturnType<typeof videoCardActions>[number];

const LABEL = { Edit: VIDEO_TEXTS.edit, View: VIDEO_TEXTS.view, Delete: VIDEO_TEXTS.delete } as const;

/** The card menu (§2, §6): Edit, View and Delete for the owner; View only for everyone else. */
export function VideoCardMenu({
  title,
  isMine,
  onChoose,
}: {
  title: string;
  isMine: boolean;
  onChoose: (action: VideoCardAction) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: VideoCardAction) => {
    setAnchor(null);
    onChoose(action);
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={VIDEO_TEXTS.menu(title)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ mt: -0.5, mr: -0.75 }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {videoCardActions({ is_my_video: isMine }).map((action) => (
          <MenuItem
            key={action}
            onClick={() => choose(action)}
            sx={action === 'Delete' ? { color: 'error.main' } : undefined}
          >
            {LABEL[action]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
