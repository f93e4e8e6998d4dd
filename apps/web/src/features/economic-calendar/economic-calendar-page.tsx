import CheckIcon from '@mui/icons-material/Check';
import {
  Alert,
  Box,
  Button,
  Chip,
  Container,
  Paper,
  Skeleton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useEconomicCalendar } from './api.ts';
import {
  CALENDAR_CURRENCIES,
  type CalendarView,
  calendarDays,
  calendarWindow,
  dayLabel,
  ECONOMIC_CALENDAR_HEIGHT_PX,
} from './calendar-days.ts';
import { EventRow } from './components/event-row.tsx';
import { CALENDAR_TEXTS } from './texts.ts';

/** An event moves from Upcoming to Past while the page is open. */
const NOW_REFRESH_MS = 60_000;

/**
 * /trending/economic-calendar: the scheduled Indian macro releases of the last and next 90 days,
 * Upcoming or Past, grouped by day in an 800 px tall list (platform.md §2, §9), filtered by
 * currency (INR, the only one we publish).
 */
export function EconomicCalendarPage() {
  const now = useNow(NOW_REFRESH_MS);
  const [dates] = useState(() => calendarWindow(Date.now()));
  const [currency, setCurrency] = useState<string | null>(CALENDAR_CURRENCIES[0]);
  const [view, setView] = useState<CalendarView>('upcoming');
  const calendar = useEconomicCalendar(currency ? { currency, ...dates } : null);
  const days = useMemo(
    () => calendarDays(calendar.data?.events ?? [], now, view),
    [calendar.data, now, view],
  );

  return (
    <Container maxWidth="md" disableGutters sx={{ pb: 4 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 0.5 }}>
        {CALENDAR_TEXTS.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {CALENDAR_TEXTS.intro}
      </Typography>
      <Stack
        direction="row"
        sx={{ mb: 1.5, gap: 1.5, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_event, value: CalendarView | null) => value && setView(value)}
          aria-label={CALENDAR_TEXTS.view}
        >
          <ToggleButton value="upcoming">{CALENDAR_TEXTS.upcoming}</ToggleButton>
          <ToggleButton value="past">{CALENDAR_TEXTS.past}</ToggleButton>
        </ToggleButtonGroup>
        <Stack
          direction="row"
          spacing={1}
          role="group"
          aria-label={CALENDAR_TEXTS.currency}
          sx={{ alignItems: 'center' }}
        >
          <Typography variant="body2" color="text.secondary" aria-hidden>
            {CALENDAR_TEXTS.currency}
          </Typography>
          {CALENDAR_CURRENCIES.map((code) => {
            const isOn = currency === code;
            return (
              <Chip
                key={code}
                label={code}
                color={isOn ? 'primary' : 'default'}
                variant={isOn ? 'filled' : 'outlined'}
                icon={isOn ? <CheckIcon /> : undefined}
                aria-pressed={isOn}
                onClick={() => setCurrency(isOn ? null : code)}
              />
            );
          })}
        </Stack>
      </Stack>
      <Paper
        variant="outlined"
        role="region"
        aria-label={CALENDAR_TEXTS.events}
        aria-busy={calendar.isFetching || undefined}
        tabIndex={0}
        style={{ height: ECONOMIC_CALENDAR_HEIGHT_PX }}
        sx={{ overflowY: 'auto', overscrollBehavior: 'contain' }}
      >
        {currency === null ? (
          <Message text={CALENDAR_TEXTS.noCurrency} />
        ) : calendar.isPending ? (
          <Box role="status" aria-label={CALENDAR_TEXTS.loading} sx={{ p: 2 }}>
            {[0, 1, 2, 3, 4, 5].map((slot) => (
              <Box key={slot} sx={{ py: 1 }}>
                <Skeleton width="30%" />
                <Skeleton width="80%" />
              </Box>
            ))}
          </Box>
        ) : calendar.isError ? (
          <Box sx={{ p: 2 }}>
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void calendar.refetch()}>
                  Retry
                </Button>
              }
            >
              {CALENDAR_TEXTS.failed}
            </Alert>
          </Box>
        ) : days.length === 0 ? (
          <Message text={view === 'upcoming' ? CALENDAR_TEXTS.upcomingEmpty : CALENDAR_TEXTS.pastEmpty} />
        ) : (
          days.map(({ day, events }) => (
            <Box component="section" key={day} aria-labelledby={`calendar-day-${day}`}>
              <Typography
                id={`calendar-day-${day}`}
                variant="subtitle2"
                component="h2"
                sx={{
                  position: 'sticky',
                  top: 0,
                  zIndex: 1,
                  px: { xs: 1.5, md: 2 },
                  py: 0.75,
                  bgcolor: 'grey.100',
                  borderBottom: 1,
                  borderColor: 'divider',
                }}
              >
                {dayLabel(day, now)}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {events.map((event) => (
                  <EventRow key={event.id} event={event} />
                ))}
              </Box>
            </Box>
          ))
        )}
      </Paper>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {CALENDAR_TEXTS.times}
      </Typography>
    </Container>
  );
}

function Message({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
      {text}
    </Typography>
  );
}

function useNow(refreshMs: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), refreshMs);
    return () => clearInterval(timer);
  }, [refreshMs]);
  return now;
}
