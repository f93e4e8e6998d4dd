import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, Container, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { formatTradeTime, safeHttpUrl } from '@tradecircle/domain';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { HttpError } from '../../../shared/api/http-errors.ts';
import { useNewsDetail } from '../api.ts';
import { GrowthChips } from '../components/growth-chips.tsx';
import { NewsImage } from '../components/news-image.tsx';
import { timeAgo } from '../format.ts';
import { NEWS_TEXTS } from '../news-texts.ts';

const NEWS_LIST_PATH = '/trending/news';

/** `?id=` as a positive whole number, else null. */
function newsIdFrom(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * /news-detail?id=: one news item for anyone (a shared link), with the full description, its
 * Since News chips linking to the securities, and the story on the publisher's site.
 */
export function NewsDetailPage() {
  const [params] = useSearchParams();
  const id = newsIdFrom(params.get('id'));
  const detail = useNewsDetail(id);
  const isNotFound = id === null || (detail.error instanceof HttpError && detail.error.status === 404);

  return (
    <Container maxWidth="md" disableGutters sx={{ pb: 4 }}>
      <Button component={RouterLink} to={NEWS_LIST_PATH} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {NEWS_TEXTS.allNews}
      </Button>
      {isNotFound ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
            {NEWS_TEXTS.notFound}
          </Typography>
          <Typography color="text.secondary">{NEWS_TEXTS.notFoundHint}</Typography>
        </Paper>
      ) : detail.isPending ? (
        <Box role="status" aria-label="Loading the news item">
          <Skeleton width="90%" height={40} />
          <Skeleton width="40%" />
          <Skeleton variant="rounded" height={240} sx={{ my: 2 }} />
          <Skeleton />
          <Skeleton />
          <Skeleton width="70%" />
        </Box>
      ) : detail.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void detail.refetch()}>
              Retry
            </Button>
          }
        >
          {NEWS_TEXTS.detailFailed}
        </Alert>
      ) : (
        <Paper component="article" variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
            {detail.data.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
              {detail.data.source}
            </Box>
            {' · '}
            <time dateTime={detail.data.time}>
              {formatTradeTime(detail.data.time)} ({timeAgo(detail.data.time)})
            </time>
          </Typography>
          <NewsImage
            src={detail.data.image_url}
            isPlaceholderHidden
            sx={{ width: '100%', height: { xs: 180, md: 320 }, mb: 2 }}
          />
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mb: 2 }}>
            {detail.data.description}
          </Typography>
          <Stack spacing={2}>
            <GrowthChips growth={detail.data.all_growth} isLinked />
            <ReadAtSource url={detail.data.news_url} source={detail.data.source} />
            {detail.data.is_demo && (
              <Typography variant="caption" color="text.secondary">
                {NEWS_TEXTS.demoNote}
              </Typography>
            )}
          </Stack>
        </Paper>
      )}
    </Container>
  );
}

function ReadAtSource({ url, source }: { url: string; source: string }) {
  const safe = safeHttpUrl(url);
  if (!safe) return null;
  return (
    <Box>
      <Button
        variant="contained"
        href={safe}
        target="_blank"
        rel="noopener noreferrer"
        endIcon={<OpenInNewIcon />}
      >
        {NEWS_TEXTS.readAt(source)}
      </Button>
    </Box>
  );
}
