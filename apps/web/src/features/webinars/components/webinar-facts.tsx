import { Box, Chip, Typography } from '@mui/material';
import {
  formatRupees,
  formatWebinarDate,
  formatWebinarDuration,
  formatWebinarTime,
  type Webinar,
  type WebinarStatus,
} from '@tradecircle/domain';
import { Fragment } from 'react';
import { WEBINAR_TEXTS } from '../webinar-texts.ts';

const STATUS_COLOURS: Record<WebinarStatus, 'info' | 'success' | 'default'> = {
  Upcoming: 'info',
  Ongoing: 'success',
  Closed: 'default',
};

export function WebinarStatusChip({ status }: { status: WebinarStatus }) {
  return <Chip size="small" label={status} color={STATUS_COLOURS[status]} variant="outlined" />;
}

export const webinarPrice = (webinar: Pick<Webinar, 'is_free' | 'price'>) =>
  webinar.is_free || webinar.price === 0 ? WEBINAR_TEXTS.free : formatRupees(webinar.price);

/** Date, time, duration and price: the facts the card and the details dialog both show. */
export function WebinarFacts({ webinar }: { webinar: Webinar }) {
  const facts = [
    ['Date', formatWebinarDate(webinar.date)],
    ['Time', formatWebinarTime(webinar.time)],
    ['Duration', formatWebinarDuration(webinar.duration)],
    ['Price', webinarPrice(webinar)],
  ] as const;
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25 }}
    >
      {facts.map(([term, value]) => (
        <Fragment key={term}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
            {value}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}

/** The server's sanitised description (the only HTML this page renders as HTML). */
export function WebinarDescription({ html }: { html: string }) {
  return (
    <Typography
      component="div"
      variant="body2"
      sx={{ overflowWrap: 'anywhere', '& p': { my: 0.5 }, '& ul, & ol': { my: 0.5, pl: 3 } }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises it (docs/api.md "Webinars")
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
