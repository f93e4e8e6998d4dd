import CloseIcon from '@mui/icons-material/Close';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { formatTradeTime, MAX_RECENT_SEARCHES } from '@tradecircle/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useClearRecentSearches, useRecentSearches, useRemoveRecentSearch } from './hooks.ts';
import { SEARCH_PAGE_PATH, searchPagePath } from './search-page.tsx';

export const RECENT_SEARCH_HEADING = 'Recent searches';
export const RECENT_SEARCH_EMPTY = 'You have no recent searches';
export const RECENT_SEARCH_FAILED = 'Your recent searches could not be loaded.';
export const CLEAR_ALL_LABEL = 'Clear all';

/** /recent-search: the user's last searches, newest first, each removable, or all at once. */
export function RecentSearchPage() {
  const recent = useRecentSearches();
  const remove = useRemoveRecentSearch();
  const clear = useClearRecentSearches();
  const [isConfirming, setIsConfirming] = useState(false);
  const entries = recent.data?.results ?? [];

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h5" component="h1">
          {RECENT_SEARCH_HEADING}
        </Typography>
        {entries.length > 0 && (
          <Button color="error" onClick={() => setIsConfirming(true)} loading={clear.isPending}>
            {CLEAR_ALL_LABEL}
          </Button>
        )}
      </Stack>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        Your last {MAX_RECENT_SEARCHES} searches, newest first.
      </Typography>

      {recent.isPending ? (
        <Stack spacing={1} aria-busy="true" aria-label="Loading recent searches">
          {Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={index} variant="rounded" height={52} />
          ))}
        </Stack>
      ) : recent.isError ? (
        <Alert
          severity="error"
          variant="outlined"
          action={
            <Button color="inherit" size="small" onClick={() => recent.refetch()} loading={recent.isFetching}>
              Retry
            </Button>
          }
        >
          {RECENT_SEARCH_FAILED}
        </Alert>
      ) : entries.length === 0 ? (
        <Stack spacing={2} sx={{ py: 5, alignItems: 'center', textAlign: 'center' }}>
          <Typography color="text.secondary">{RECENT_SEARCH_EMPTY}</Typography>
          <Button component={RouterLink} to={SEARCH_PAGE_PATH} variant="outlined" startIcon={<SearchIcon />}>
            Search stocks and experts
          </Button>
        </Stack>
      ) : (
        <Paper variant="outlined">
          <List disablePadding aria-label={RECENT_SEARCH_HEADING}>
            {entries.map((entry) => (
              <ListItem
                key={entry.id}
                disablePadding
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={`Remove ${entry.query}`}
                    onClick={() => remove.mutate(entry.id)}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                }
              >
                <ListItemButton component={RouterLink} to={searchPagePath(entry.query)}>
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <HistoryOutlined fontSize="small" />
                  </ListItemIcon>
                  <ListItemText
                    primary={entry.query}
                    secondary={<time dateTime={entry.created}>{formatTradeTime(entry.created)}</time>}
                    slotProps={{ primary: { noWrap: true } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}

      <Dialog open={isConfirming} onClose={() => setIsConfirming(false)} aria-labelledby="clear-recent-title">
        <DialogTitle id="clear-recent-title">Clear recent searches?</DialogTitle>
        <DialogContent>All your recent searches will be removed.</DialogContent>
        <DialogActions>
          <Button onClick={() => setIsConfirming(false)}>Cancel</Button>
          <Button
            variant="contained"
            color="error"
            onClick={() => {
              setIsConfirming(false);
              clear.mutate();
            }}
          >
            {CLEAR_ALL_LABEL}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
