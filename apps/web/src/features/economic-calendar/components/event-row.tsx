import { Box, Chip, Link, Tooltip, Typography } from '@mui/material';
import { type EconomicEvent, safeHttpUrl } from '@tradecircle/domain';
import { istTime } from '../calendar-days.ts';
import { CALENDAR_TEXTS } from '../texts.ts';
import { ImportanceDots } from './importance-dots.tsx';

/**
 * One release: IST time, importance, title and period, currency, the publisher as a link, and
 * 'Tentative' while its date is not confirmed. One line from 768 px, two below.
 */
export function EventRow({ event }: { event: EconomicEvent }) {
  const sourceUrl = safeHttpUrl(event.source_url);
  return (
    <Box
      component="li"
      aria-label={event.title}
      sx={{
        display: 'grid',
        // The title keeps the larger share; a long publisher name wraps in its own column.
        gridTemplateColumns: { xs: '48px minmax(0, 1fr)', md: '56px 36px minmax(0, 3fr) minmax(0, 2fr)' },
        gridTemplateAreas: {
          xs: '"time title" "dots meta"',
          md: '"time dots title meta"',
        },
        columnGap: 1.5,
        rowGap: 0.5,
        alignItems: 'center',
        px: { xs: 1.5, md: 2 },
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography
        variant="body2"
        component="time"
        dateTime={event.scheduled_at}
        sx={{ gridArea: 'time', fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
      >
        {istTime(event.scheduled_at)}
      </Typography>
      <Box sx={{ gridArea: 'dots' }}>
        <ImportanceDots importance={event.importance} />
      </Box>
      <Box sx={{ gridArea: 'title', minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {event.title}
        </Typography>
        {event.period && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {event.period}
          </Typography>
        )}
      </Box>
      <Box
        sx={{
          gridArea: 'meta',
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          justifyContent: { md: 'flex-end' },
        }}
      >
        {event.is_tentative && (
          <Tooltip title={CALENDAR_TEXTS.tentativeHint}>
            <Chip label={CALENDAR_TEXTS.tentative} size="small" color="warning" variant="outlined" />
          </Tooltip>
        )}
        <Typography variant="caption" color="text.secondary" title={event.country}>
          {event.currency}
        </Typography>
        {sourceUrl ? (
          <Link href={sourceUrl} target="_blank" rel="noopener noreferrer" variant="caption">
            {event.source}
          </Link>
        ) : (
          <Typography variant="caption">{event.source}</Typography>
        )}
      </Box>
    </Box>
  );
}
