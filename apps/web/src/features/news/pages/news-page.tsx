import {
  Alert,
  Box,
  Button,
  Card,
  CircularProgress,
  Container,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useMemo } from 'react';
import { useInfiniteScroll } from '../../../shared/ui/use-infinite-scroll.ts';
import { newsItemsOf, useTrendingNews } from '../api.ts';
import { NewsCard } from '../components/news-card.tsx';
import { NEWS_TEXTS } from '../news-texts.ts';

/**
 * /trending/news: the headlines newest first, 10 a page, the next page loading as the end of the
 * list comes near (with Load more beside it); a note under the list when they are demo headlines.
 */
export function NewsPage() {
  const news = useTrendingNews();
  const items = useMemo(() => newsItemsOf(news.data?.pages), [news.data]);
  const sentinel = useInfiniteScroll({
    hasNextPage: news.hasNextPage && !news.isFetchNextPageError,
    isFetchingNextPage: news.isFetchingNextPage,
    fetchNextPage: news.fetchNextPage,
  });
  const isDemo = items.some((item) => item.is_demo);

  return (
    <Container maxWidth="md" disableGutters sx={{ pb: 4 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {NEWS_TEXTS.title}
      </Typography>
      {news.isPending ? (
        <Stack spacing={1.5} role="status" aria-label={NEWS_TEXTS.loading}>
          {[0, 1, 2, 3, 4].map((slot) => (
            <Card key={slot} variant="outlined" sx={{ display: 'flex', gap: 2, p: 2 }}>
              <Box sx={{ flex: 1 }}>
                <Skeleton width="80%" height={28} />
                <Skeleton />
                <Skeleton width="60%" />
                <Skeleton width="40%" />
              </Box>
              <Skeleton variant="rounded" sx={{ width: { xs: 88, md: 168 }, height: { xs: 72, md: 112 } }} />
            </Card>
          ))}
        </Stack>
      ) : news.isError && items.length === 0 ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void news.refetch()}>
              Retry
            </Button>
          }
        >
          {NEWS_TEXTS.failed}
        </Alert>
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{NEWS_TEXTS.empty}</Typography>
      ) : (
        <>
          <Stack
            component="ul"
            aria-label={NEWS_TEXTS.list}
            spacing={1.5}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {items.map((item) => (
              <li key={item.id}>
                <NewsCard item={item} />
              </li>
            ))}
          </Stack>
          <div ref={sentinel} />
          {news.isFetchNextPageError ? (
            <Alert
              severity="error"
              sx={{ mt: 2 }}
              action={
                <Button color="inherit" size="small" onClick={() => void news.fetchNextPage()}>
                  Retry
                </Button>
              }
            >
              {NEWS_TEXTS.moreFailed}
            </Alert>
          ) : news.hasNextPage ? (
            <Box sx={{ textAlign: 'center', mt: 2 }}>
              {news.isFetchingNextPage ? (
                <CircularProgress size={28} aria-label="Loading more news" />
              ) : (
                <Button onClick={() => void news.fetchNextPage()}>Load more</Button>
              )}
            </Box>
          ) : null}
          {isDemo && (
            <Typography
              component="footer"
              variant="caption"
              color="text.secondary"
              sx={{ display: 'block', mt: 3, textAlign: 'center' }}
            >
              {NEWS_TEXTS.demoNote}
            </Typography>
          )}
        </>
      )}
    </Container>
  );
}
