import NewspaperIcon from '@mui/icons-material/Newspaper';
import { Box, type SxProps, type Theme } from '@mui/material';
import { useState } from 'react';

/**
 * A news item's picture, or a newspaper placeholder (nothing with `isPlaceholderHidden`) when it has
 * none or it fails to load (feeds often point at pictures that are gone, or at plain http addresses
 * the page may not load).
 */
export function NewsImage({
  src,
  isPlaceholderHidden = false,
  sx,
}: {
  src: string | null;
  isPlaceholderHidden?: boolean;
  sx?: SxProps<Theme>;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const frame: SxProps<Theme> = [
    { flex: 'none', borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' },
    ...(Array.isArray(sx) ? sx : [sx]),
  ];
  if (!src || failedSrc === src) {
    if (isPlaceholderHidden) return null;
    return (
      <Box
        data-testid="news-image-fallback"
        aria-hidden
        sx={[...frame, { display: 'grid', placeItems: 'center', color: 'text.disabled' }]}
      >
        <NewspaperIcon fontSize="large" />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailedSrc(src)}
      sx={[...frame, { objectFit: 'cover', display: 'block' }]}
    />
  );
}
