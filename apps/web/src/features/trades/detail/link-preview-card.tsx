import { Box, CardActionArea, Paper, Stack, Typography } from '@mui/material';
import type { LinkPreview } from '@tradecircle/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { USER_LINK_REL } from '../../../shared/ui/linkified-text.tsx';
import { previewHost, previewImageSrc, previewTarget } from './in-app-link.ts';

const THUMBNAIL_PX = 88;

export interface LinkPreviewCardProps {
  preview: LinkPreview;
  /** Called when a link to one of our own pages is followed (e.g. to close the dialog around it). */
  onNavigate?: () => void;
}

/**
 * The preview of a comment's first link: image, title, description and host. TradeCircle's own
 * pages (trade, security, profile, group) open inside the app; other sites in a new tab.
 */
export function LinkPreviewCard({ preview, onNavigate }: LinkPreviewCardProps) {
  const target = previewTarget(preview);
  const body = <PreviewBody preview={preview} />;
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', mt: 1 }} data-testid="link-preview">
      {target?.kind === 'app' && (
        <CardActionArea component={RouterLink} to={target.path} onClick={onNavigate}>
          {body}
        </CardActionArea>
      )}
      {target?.kind === 'external' && (
        <CardActionArea component="a" href={target.href} target="_blank" rel={USER_LINK_REL}>
          {body}
        </CardActionArea>
      )}
      {!target && body}
    </Paper>
  );
}

function PreviewBody({ preview }: { preview: LinkPreview }) {
  const [isImageBroken, setIsImageBroken] = useState(false);
  const image = previewImageSrc(preview.image);
  return (
    <Stack direction="row" sx={{ alignItems: 'stretch', minWidth: 0 }}>
      {image && !isImageBroken && (
        <Box
          component="img"
          src={image}
          alt=""
          loading="lazy"
          referrerPolicy="no-referrer"
          onError={() => setIsImageBroken(true)}
          sx={{
            width: THUMBNAIL_PX,
            height: THUMBNAIL_PX,
            objectFit: 'cover',
            flexShrink: 0,
            bgcolor: 'grey.100',
          }}
        />
      )}
      <Stack spacing={0.25} sx={{ p: 1.25, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={preview.title}>
          {preview.title}
        </Typography>
        {preview.description && (
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {preview.description}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" noWrap>
          {previewHost(preview.url)}
        </Typography>
      </Stack>
    </Stack>
  );
}
