import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import { Box, ButtonBase } from '@mui/material';
import type { ReactNode } from 'react';

/** A 16:9 picture (the poster, or a play sign) that opens the video; `badge` sits at its corner. */
export function VideoThumbnail({
  src,
  label,
  onOpen,
  badge,
}: {
  src: string | null;
  label: string;
  onOpen: () => void;
  badge?: ReactNode;
}) {
  return (
    <ButtonBase
      onClick={onOpen}
      aria-label={label}
      sx={{
        position: 'relative',
        display: 'grid',
        placeItems: 'center',
        width: '100%',
        aspectRatio: '16 / 9',
        bgcolor: 'action.hover',
        backgroundImage: src ? `url(${src})` : undefined,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      {!src && <PlayCircleOutlineIcon color="action" fontSize="large" aria-hidden />}
      {badge && (
        <Box
          component="span"
          sx={{
            position: 'absolute',
            right: 6,
            bottom: 6,
            px: 0.75,
            borderRadius: 0.5,
            bgcolor: 'rgba(0, 0, 0, 0.72)',
            color: 'common.white',
            typography: 'caption',
          }}
        >
          {badge}
        </Box>
      )}
    </ButtonBase>
  );
}
