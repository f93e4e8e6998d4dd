import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Container,
  Grid,
  InputAdornment,
  Paper,
  Skeleton,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import type { SebiUserType } from '@tradecircle/domain';
import { useState } from 'react';
import { useDebouncedValue } from '../../../shared/ui/use-debounced-value.ts';
import { useInfiniteScroll } from '../../../shared/ui/use-infinite-scroll.ts';
import { ExpertCard } from '../components/expert-card.tsx';
import { SEBI_TYPE_LABELS } from '../expert-labels.ts';
import { allRows, useSebiUsers } from '../hooks.ts';

/** How long typing must pause before the directory is searched. */
export const SEARCH_DEBOUNCE_MS = 300;
const ALL = 'all';
const SKELETONS = 6;

export const SEBI_DIRECTORY_TEXTS = {
  title: 'SEBI Registered Experts',
  intro:
    'Research analysts (RA) and investment advisers (RIA) registered with SEBI. Follow them to see their trades in your feed.',
  error: 'The experts could not be loaded.',
  empty: 'No SEBI registered experts yet.',
  noMatch: (search: string) => `No SEBI registered expert matches “${search}”.`,
} as const;

/** /Follow-SEBI-User: the directory of SEBI-registered experts, searchable by name and kind. */
export function FollowSebiUserPage() {
  const [text, setText] = useState('');
  const [type, setType] = useState<SebiUserType | null>(null);
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const experts = useSebiUsers(search, type);
  const rows = allRows(experts.data);
  const count = experts.data?.pages.at(-1)?.count;
  const sentinel = useInfiniteScroll({
    hasNextPage: experts.hasNextPage,
    isFetchingNextPage: experts.isFetchingNextPage,
    fetchNextPage: experts.fetchNextPage,
  });

  return (
    <Container maxWidth="lg" disableGutters>
      <Stack spacing={2.5}>
        <Box>
          <Typography variant="h5" component="h1">
            {SEBI_DIRECTORY_TEXTS.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {SEBI_DIRECTORY_TEXTS.intro}
          </Typography>
        </Box>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
          <TextField
            size="small"
            type="search"
            label="Search experts"
            value={text}
            onChange={(event) => setText(event.target.value)}
            sx={{ flex: 1, maxWidth: { md: 420 } }}
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
            size="small"
            exclusive
            value={type ?? ALL}
            onChange={(_event, next: string | null) => {
              if (next !== null) setType(next === ALL ? null : (next as SebiUserType));
            }}
            aria-label="Registration"
          >
            <ToggleButton value={ALL}>All</ToggleButton>
            {(Object.keys(SEBI_TYPE_LABELS) as SebiUserType[]).map((key) => (
              <ToggleButton key={key} value={key} aria-label={SEBI_TYPE_LABELS[key].long}>
                {SEBI_TYPE_LABELS[key].short}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {count !== undefined && (
            <Typography variant="body2" color="text.secondary" sx={{ ml: { md: 'auto' } }} role="status">
              {count === 1 ? '1 expert' : `${count} experts`}
            </Typography>
          )}
        </Stack>

        {experts.isPending ? (
          <Grid container spacing={2} role="status" aria-busy="true" aria-label="Loading experts">
            {Array.from({ length: SKELETONS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }}>
                <Skeleton variant="rounded" height={196} />
              </Grid>
            ))}
          </Grid>
        ) : experts.isError && rows.length === 0 ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void experts.refetch()}>
                Retry
              </Button>
            }
          >
            {SEBI_DIRECTORY_TEXTS.error}
          </Alert>
        ) : rows.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <Typography color="text.secondary">
              {search ? SEBI_DIRECTORY_TEXTS.noMatch(search) : SEBI_DIRECTORY_TEXTS.empty}
            </Typography>
          </Paper>
        ) : (
          <Grid container spacing={2} component="section" aria-label="Experts">
            {rows.map((expert) => (
              <Grid key={expert.user_id} size={{ xs: 12, sm: 6, md: 4 }}>
                <ExpertCard expert={expert} />
              </Grid>
            ))}
          </Grid>
        )}
        <div ref={sentinel} />
        {experts.isFetchingNextPage ? (
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <CircularProgress size={28} aria-label="Loading more experts" />
          </Box>
        ) : (
          experts.hasNextPage && (
            <Button onClick={() => void experts.fetchNextPage()} sx={{ alignSelf: 'center' }}>
              Load more
            </Button>
          )
        )}
      </Stack>
    </Container>
  );
}
