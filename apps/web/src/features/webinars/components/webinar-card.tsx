import { Box, Button, Card, CardContent, CardMedia, Chip, Link, Stack, Typography } from '@mui/material';
import type { Webinar } from '@tradecircle/domain';
import { useId, useMemo } from 'react';
import { descriptionPreview } from '../description.ts';
import { WEBINAR_TEXTS } from '../webinar-texts.ts';
import { WebinarActions } from './webinar-actions.tsx';
import { WebinarDescription, WebinarFacts, WebinarStatusChip } from './webinar-facts.tsx';

interface WebinarCardProps {
  webinar: Webinar;
  onOpenDetails: (webinar: Webinar) => void;
  onRegister: (webinar: Webinar) => void;
  isRegistering: boolean;
}

/** One webinar in the list (groups-and-payments.md §2 Webinars). */
export function WebinarCard({ webinar, onOpenDetails, onRegister, isRegistering }: WebinarCardProps) {
  const titleId = useId();
  const preview = useMemo(() => descriptionPreview(webinar.description), [webinar.description]);
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      {webinar.picture && (
        <CardMedia
          component="img"
          image={webinar.picture}
          alt=""
          sx={{ aspectRatio: '16 / 9', objectFit: 'cover' }}
        />
      )}
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <WebinarStatusChip status={webinar.status} />
          <Chip size="small" label={webinar.level} />
        </Stack>
        <Typography
          id={titleId}
          variant="h6"
          component="h2"
          sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}
        >
          <Link
            component="button"
            type="button"
            underline="hover"
            color="inherit"
            onClick={() => onOpenDetails(webinar)}
            sx={{ font: 'inherit', textAlign: 'left' }}
          >
            {webinar.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          By {webinar.owner.name}
        </Typography>
        {preview === null ? (
          <WebinarDescription html={webinar.description} />
        ) : (
          <Box>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {preview}
            </Typography>
            <Button
              size="small"
              onClick={() => onOpenDetails(webinar)}
              aria-label={`${WEBINAR_TEXTS.readMore}: ${webinar.title}`}
              sx={{ px: 0, minWidth: 0 }}
            >
              {WEBINAR_TEXTS.readMore}
            </Button>
          </Box>
        )}
        <WebinarFacts webinar={webinar} />
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <WebinarActions webinar={webinar} onRegister={onRegister} isRegistering={isRegistering} />
        </Box>
      </CardContent>
    </Card>
  );
}
