import { Box, Button, type SxProps, type Theme, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { LinkifiedSegments } from './linkified-text.tsx';
import { splitLinks, truncateSegments } from './safe-links.ts';

export interface ReadMoreProps {
  text: string;
  /** Characters shown while collapsed. */
  limit: number;
  moreLabel?: string;
  lessLabel?: string;
  sx?: SxProps<Theme>;
}

/** User text collapsed at `limit` characters with a more/less toggle; http(s) links are clickable. */
export function ReadMore({
  text,
  limit,
  moreLabel = 'Read more',
  lessLabel = 'Read less',
  sx,
}: ReadMoreProps) {
  const [isExpanded, setIsExpanded] = useState(false);
  const full = useMemo(() => splitLinks(text), [text]);
  const collapsed = useMemo(() => truncateSegments(full, limit), [full, limit]);
  const shown = isExpanded || !collapsed.isTruncated ? full : collapsed.segments;

  return (
    <Box sx={sx}>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        <LinkifiedSegments segments={shown} />
      </Typography>
      {collapsed.isTruncated && (
        <Button
          size="small"
          onClick={() => setIsExpanded((value) => !value)}
          aria-expanded={isExpanded}
          sx={{ px: 0, minWidth: 0 }}
        >
          {isExpanded ? lessLabel : moreLabel}
        </Button>
      )}
    </Box>
  );
}
