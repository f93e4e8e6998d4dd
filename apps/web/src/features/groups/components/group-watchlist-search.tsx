import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useDebouncedValue } from '../../../shared/ui/use-debounced-value.ts';
import type { WatchlistSearchResult } from '../api.ts';
import { useAddToGroupWatchlist, useGroupWatchlistSearch } from '../hooks.ts';

const SEARCH_DEBOUNCE_MS = 300;

/** The admin's box for adding a security to the group's watchlist. */
export function WatchlistSearch({ watchlistId }: { watchlistId: number }) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const results = useGroupWatchlistSearch(watchlistId, search);
  const add = useAddToGroupWatchlist(watchlistId);
  return (
    <Autocomplete<WatchlistSearchResult>
      options={results.data ?? []}
      filterOptions={(options) => options}
      getOptionLabel={(option) => `${option.symbol} · ${option.name}`}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      loading={results.isFetching}
      inputValue={text}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setText(value);
      }}
      value={null}
      onChange={(_event, option) => {
        if (!option) return;
        add.mutate(option.id);
        setText('');
      }}
      noOptionsText={search.trim() ? 'No matching securities' : 'Type a symbol or name'}
      renderInput={(params) => <TextField {...params} size="small" label="Add a security" />}
      sx={{ mb: 1.5 }}
    />
  );
}
