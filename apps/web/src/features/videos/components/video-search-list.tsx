import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useMemo, useState } from 'react';
import { useSession } from '../../../shared/api/use-session.ts';
import { useDebouncedValue } from '../../../shared/ui/use-debounced-value.ts';
import type { VideoPriceFilter } from '../api.ts';
import { useVideoList } from '../hooks.ts';
import { VIDEO_TEXTS } from '../video-texts.ts';
import { PagedGrid } from './paged-grid.tsx';
import { VideoCard } from './video-card.tsx';

/** groups-and-payments.md §9: the search waits 500 ms after the last key. */
const SEARCH_DEBOUNCE_MS = 500;

/**
 * Trending videos (groups-and-payments.md §2): Verified videos, the most watched first, with a search
 * box and the Free/Paid filter, 20 a page with infinite scroll; 'No videos Available' when none match.
 */
export function VideoSearchList() {
  const [search, setSearch] = useState('');
  const [freePaid, setFreePaid] = useState<VideoPriceFilter>('');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const videos = useVideoList(debouncedSearch, freePaid);
  const viewerId = Number(useSession().userId ?? 0);
  const items = useMemo(
    () => videos.data?.pages.flatMap((page) => page.trending_videos) ?? [],
    [videos.data],
  );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          size="small"
          label={VIDEO_TEXTS.searchVideos}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flex: 1, maxWidth: { sm: 420 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { maxLength: 100 },
          }}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label={VIDEO_TEXTS.priceFilter}
          value={freePaid}
          onChange={(_event, value: VideoPriceFilter | null) => setFreePaid(value ?? '')}
        >
          <ToggleButton value="">{VIDEO_TEXTS.allPrices}</ToggleButton>
          <ToggleButton value="Free">{VIDEO_TEXTS.free}</ToggleButton>
          <ToggleButton value="Paid">{VIDEO_TEXTS.paid}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <PagedGrid
        query={videos}
        count={items.length}
        label={VIDEO_TEXTS.videoListLabel}
        empty={VIDEO_TEXTS.noVideos}
        moreFailed={VIDEO_TEXTS.moreVideosFailed}
        loadingMore={VIDEO_TEXTS.loadingMoreVideos}
      >
        {items.map((video) => (
          <li key={video.id} aria-label={video.title}>
            <VideoCard
              video={video}
              isMine={video.profile.user === viewerId}
              onChanged={() => void videos.refetch()}
            />
          </li>
        ))}
      </PagedGrid>
    </Stack>
  );
}
