import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  Chip,
  InputAdornment,
  Link,
  List,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Paper,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { SearchExpert, SearchResponse, SecuritySummary } from '@tradecircle/domain';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { routeTo, securityPath } from '../../shared/routing/route-names.ts';
import { UserAvatar } from '../../shared/ui/user-avatar.tsx';
import { VerifiedBadge } from '../../shared/ui/verified-badge.tsx';
import { SecurityMonogram } from '../trending-strip/index.ts';
import { useRecentSearches, useSaveRecentSearch, useSearchResults } from './hooks.ts';

export const SEARCH_HEADING = 'Search';
export const SEARCH_PLACEHOLDER = 'Search stocks and experts';
export const SEARCH_FAILED = 'The search could not be completed.';
export const RECENT_SEARCH_PATH = '/recent-search';
export const SEARCH_PAGE_PATH = '/search-page';
/** Typing settles for this long before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;
const RECENT_ON_PAGE = 5;

/** The search page for a text: `/search-page?q=...`. */
export function searchPagePath(text: string): string {
  return `${SEARCH_PAGE_PATH}?${new URLSearchParams({ q: text })}`;
}

/**
 * /search-page: one box over securities, experts and (once they exist) groups. The text lives in
 * `?q=` so a result's back button returns to it. A search is saved to the recent searches when
 * submitted or when one of its results is opened.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const urlText = params.get('q') ?? '';
  const [text, setText] = useState(urlText);
  const save = useSaveRecentSearch();
  /** The text the box last wrote to the address, so the box does not take its own write back. */
  const written = useRef<string | null>(null);

  const writeText = (value: string) => {
    const next = value.trim() ? value : '';
    written.current = next;
    setParams(next ? { q: next } : {}, { replace: true });
  };

  // The address follows the box once typing settles (replacing, so Back leaves the page).
  useEffect(() => {
    if (text === urlText) return;
    const timer = setTimeout(() => writeText(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  // Back and forward, or a recent search chosen: the box takes the address's text.
  const [shownUrlText, setShownUrlText] = useState(urlText);
  if (urlText !== shownUrlText) {
    setShownUrlText(urlText);
    if (urlText !== written.current) setText(urlText);
  }

  const saveSearch = (value: string) => {
    if (value.trim()) save.mutate(value);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text !== urlText) writeText(text);
    saveSearch(text);
  };

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h5" component="h1">
          {SEARCH_HEADING}
        </Typography>
        <Button component={RouterLink} to={RECENT_SEARCH_PATH} startIcon={<HistoryOutlined />} size="small">
          Recent searches
        </Button>
      </Stack>
      <Box component="form" role="search" onSubmit={submit}>
        <TextField
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={SEARCH_PLACEHOLDER}
          fullWidth
          autoFocus
          autoComplete="off"
          slotProps={{
            htmlInput: { 'aria-label': SEARCH_PLACEHOLDER, enterKeyHint: 'search', maxLength: 100 },
            input: {
              type: 'search',
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Box sx={{ mt: 3 }}>
        {urlText.trim() ? (
          <SearchResults text={urlText} onOpen={() => saveSearch(urlText)} />
        ) : (
          <RecentOnSearchPage />
        )}
      </Box>
    </Box>
  );
}

function SearchResults({ text, onOpen }: { text: string; onOpen: () => void }) {
  const results = useSearchResults(text);
  if (results.isError && !results.data) {
    return (
      <Alert
        severity="error"
        variant="outlined"
        action={
          <Button color="inherit" size="small" onClick={() => results.refetch()} loading={results.isFetching}>
            Retry
          </Button>
        }
      >
        {SEARCH_FAILED}
      </Alert>
    );
  }
  if (!results.data) return <ResultsSkeleton />;
  const { securities, experts, groups } = results.data;
  if (securities.length + experts.length + groups.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        No stocks or experts match “{text.trim()}”.
      </Typography>
    );
  }
  return (
    <Stack spacing={3} aria-busy={results.isPlaceholderData}>
      {securities.length > 0 && (
        <ResultSection title="Stocks">
          {securities.map((security) => (
            <SecurityResult key={security.id} security={security} onOpen={onOpen} />
          ))}
        </ResultSection>
      )}
      {experts.length > 0 && (
        <ResultSection title="Experts">
          {experts.map((expert) => (
            <ExpertResult key={expert.user_id} expert={expert} onOpen={onOpen} />
          ))}
        </ResultSection>
      )}
      {groups.length > 0 && (
        <ResultSection title="Groups">
          {groups.map((group) => (
            <GroupResult key={group.id} group={group} onOpen={onOpen} />
          ))}
        </ResultSection>
      )}
    </Stack>
  );
}

function ResultSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="overline" component="h2" color="text.secondary">
        {title}
      </Typography>
      <Paper variant="outlined">
        <List disablePadding>{children}</List>
      </Paper>
    </Box>
  );
}

function SecurityResult({ security, onOpen }: { security: SecuritySummary; onOpen: () => void }) {
  return (
    <ListItemButton
      component={RouterLink}
      to={securityPath(security.symbol, security.exchange)}
      onClick={onOpen}
    >
      <ListItemAvatar>
        <SecurityMonogram symbol={security.symbol} />
      </ListItemAvatar>
      <ListItemText
        primary={security.symbol}
        secondary={security.name}
        slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { noWrap: true } }}
        sx={{ minWidth: 0 }}
      />
      <Chip label={security.exchange} size="small" variant="outlined" sx={{ ml: 1 }} />
    </ListItemButton>
  );
}

const SEBI_TYPE_LABELS: Record<string, string> = {
  registered_analyst: 'SEBI Research Analyst',
  registered_investment_advisor: 'SEBI Investment Adviser',
};

function ExpertResult({ expert, onOpen }: { expert: SearchExpert; onOpen: () => void }) {
  const role = expert.is_sebi_registered
    ? (SEBI_TYPE_LABELS[expert.sebi_user_type ?? ''] ?? 'SEBI Registered')
    : 'Expert';
  return (
    <ListItemButton
      component={RouterLink}
      to={routeTo('OthersProfilePage', { id: expert.user_id, name: expert.name })}
      onClick={onOpen}
    >
      <ListItemAvatar>
        <UserAvatar name={expert.name} image={expert.profile_image} size={40} />
      </ListItemAvatar>
      <ListItemText
        primary={
          <Stack direction="row" spacing={0.5} component="span" sx={{ alignItems: 'center' }}>
            <span>{expert.name}</span>
            {expert.is_sebi_registered && <VerifiedBadge size={16} />}
          </Stack>
        }
        secondary={role}
        slotProps={{ primary: { sx: { fontWeight: 600 } } }}
      />
    </ListItemButton>
  );
}

function GroupResult({ group, onOpen }: { group: SearchResponse['groups'][number]; onOpen: () => void }) {
  return (
    <ListItemButton
      component={RouterLink}
      to={routeTo(group.group_type === 'Premium' ? 'premiumGroup' : 'GroupDetails', { id: group.id })}
      onClick={onOpen}
    >
      <ListItemText
        primary={group.name}
        secondary={`${group.group_type} group`}
        slotProps={{ primary: { sx: { fontWeight: 600 } } }}
      />
    </ListItemButton>
  );
}

function ResultsSkeleton() {
  return (
    <Stack spacing={1} aria-busy="true" aria-label="Searching">
      {Array.from({ length: 5 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} variant="rounded" height={56} />
      ))}
    </Stack>
  );
}

/** With an empty box: the last few searches, each one click from running again. */
function RecentOnSearchPage() {
  const recent = useRecentSearches();
  const entries = recent.data?.results ?? [];
  if (recent.isPending) {
    return <Skeleton variant="rounded" height={120} aria-label="Loading recent searches" />;
  }
  if (recent.isError || entries.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        Find stocks by name or symbol, and experts by name.
      </Typography>
    );
  }
  return (
    <Box component="section" aria-label="Recent searches">
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography variant="overline" component="h2" color="text.secondary">
          Recent searches
        </Typography>
        <Link component={RouterLink} to={RECENT_SEARCH_PATH} variant="body2">
          See all
        </Link>
      </Stack>
      <Paper variant="outlined">
        <List disablePadding>
          {entries.slice(0, RECENT_ON_PAGE).map((entry) => (
            <ListItemButton key={entry.id} component={RouterLink} to={searchPagePath(entry.query)}>
              <ListItemAvatar sx={{ minWidth: 40, color: 'text.secondary', display: 'flex' }}>
                <HistoryOutlined fontSize="small" />
              </ListItemAvatar>
              <ListItemText primary={entry.query} slotProps={{ primary: { noWrap: true } }} />
            </ListItemButton>
          ))}
        </List>
      </Paper>
    </Box>
  );
}
