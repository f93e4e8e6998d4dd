import { Box, Card, Link, Stack, Typography } from '@mui/material';
import {
  formatTradeTime,
  NEWS_DESCRIPTION_PREVIEW_CHARS,
  type NewsItem,
  safeHttpUrl,
} from '@tradecircle/domain';
import { Link as RouterLink } from 'react-router';
import { cutText, timeAgo } from '../format.ts';
import { NEWS_TEXTS } from '../news-texts.ts';
import { GrowthChips } from './growth-chips.tsx';
import { NewsImage } from './news-image.tsx';

export function newsDetailPath(id: number): string {
  return `/news-detail?id=${id}`;
}

/**
 * One headline: picture, title, the description cut at 170 characters, source, time ago and the
 * Since News chips. The whole card opens the story on its publisher's site in a new tab (the title
 * link stretched over the card); Details opens our page of the item.
 */
export function NewsCard({ item }: { item: NewsItem }) {
  const url = safeHttpUrl(item.news_url);
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{
        position: 'relative',
        display: 'grid',
        // Phones: the picture beside the title only, the rest across the card; wider: the picture on the left.
        gridTemplateColumns: { xs: '1fr 88px', md: '168px 1fr' },
        gridTemplateAreas: {
          xs: '"title image" "text text"',
          md: '"image title" "image text"',
        },
        alignContent: 'start',
        columnGap: { xs: 1.5, md: 2 },
        rowGap: 0.5,
        p: { xs: 1.5, md: 2 },
        transition: 'border-color 120ms',
        '&:hover': url ? { borderColor: 'primary.light' } : undefined,
        '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Typography
        variant="subtitle1"
        component="h2"
        sx={{ gridArea: 'title', minWidth: 0, fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}
      >
        {url ? (
          <Link
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            color="inherit"
            underline="hover"
            // The link covers the card, so a click anywhere opens the story.
            sx={{
              '&::after': { content: '""', position: 'absolute', inset: 0 },
              '&:focus': { outline: 'none' },
            }}
          >
            {item.title}
          </Link>
        ) : (
          item.title
        )}
      </Typography>
      <Box sx={{ gridArea: 'text', minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {cutText(item.description, NEWS_DESCRIPTION_PREVIEW_CHARS)}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, mb: item.all_growth.length ? 1 : 0 }}
        >
          <Typography variant="caption" sx={{ fontWeight: 600 }}>
            {item.source}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            ·
          </Typography>
          <Typography
            variant="caption"
            color="text.secondary"
            component="time"
            dateTime={item.time}
            title={formatTradeTime(item.time)}
          >
            {timeAgo(item.time)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            ·
          </Typography>
          <Link
            component={RouterLink}
            to={newsDetailPath(item.id)}
            variant="caption"
            aria-label={`${NEWS_TEXTS.details}: ${item.title}`}
            // Above the stretched title link.
            sx={{ position: 'relative', zIndex: 1 }}
          >
            {NEWS_TEXTS.details}
          </Link>
        </Stack>
        <GrowthChips growth={item.all_growth} />
      </Box>
      <NewsImage src={item.image_url} sx={{ gridArea: 'image', width: 1, height: { xs: 72, md: 112 } }} />
    </Card>
  );
}
