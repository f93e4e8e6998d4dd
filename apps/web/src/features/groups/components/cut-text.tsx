import { Box, Button, type SxProps, type Theme, Typography } from '@mui/material';
import { useState } from 'react';
import { cutText } from '../group-texts.ts';

export interface CutTextProps {
  text: string;
  /** Characters shown while cut. */
  limit: number;
  /** Cut only texts longer than this (defaults to `limit`). */
  above?: number;
  moreLabel: string;
  lessLabel: string;
  sx?: SxProps<Theme>;
}

/** A group's text cut as the spec says (200; 250 above 230; 150 above 130), with its toggle. */
export function CutText({ text, limit, above, moreLabel, lessLabel, sx }: CutTextProps) {
  const [isOpen, setIsOpen] = useState(false);
  const { shown, isCut } = cutText(text, limit, above);
  return (
    <Box sx={sx}>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {isOpen ? text : shown}
      </Typography>
      {isCut && (
        <Button
          size="small"
          onClick={() => setIsOpen((open) => !open)}
          aria-expanded={isOpen}
          sx={{ px: 0, minWidth: 0 }}
        >
          {isOpen ? lessLabel : moreLabel}
        </Button>
      )}
    </Box>
  );
}
