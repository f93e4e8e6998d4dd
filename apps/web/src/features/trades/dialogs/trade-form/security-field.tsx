import { Autocomplete, Box, Chip, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { SecuritySummary, TradeFormSecurity } from '@tradecircle/domain';
import { type Ref, useState } from 'react';
import { searchSecurities, securityKeys } from '../../../securities/api.ts';
import { useDebouncedValue } from '../../../securities/hooks/use-debounced-value.ts';
import { reportSearchError } from '../../../securities/search-errors.ts';

const SEARCH_DEBOUNCE_MS = 200;

interface SecurityFieldProps {
  value: TradeFormSecurity | null;
  onChange: (security: TradeFormSecurity | null) => void;
  onBlur: () => void;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  autoFocus?: boolean;
  error?: string;
  /** The box's label (the poll form asks for a Stock). */
  label?: string;
}

export function describeSecurity(security: TradeFormSecurity): string {
  return security.symbol ? `${security.symbol} · ${security.name}` : security.name;
}

async function search(text: string, signal: AbortSignal): Promise<SecuritySummary[]> {
  try {
    return await searchSecurities(text, signal);
  } catch (error) {
    reportSearchError(error);
    throw error;
  }
}

/**
 * Search-as-you-type over api/trade/security_search/{text} (name or symbol, case-insensitive, on the
 * server). Empty text clears the list; a newer search aborts the one in flight.
 */
export function SecurityField({
  value,
  onChange,
  onBlur,
  inputRef,
  disabled,
  autoFocus,
  error,
  label = 'Security',
}: SecurityFieldProps) {
  const [text, setText] = useState('');
  const typed = text.trim();
  const debounced = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const isSearching = typed !== '' && debounced !== '';
  const results = useQuery({
    queryKey: securityKeys.search(debounced),
    queryFn: ({ signal }) => search(debounced, signal),
    enabled: isSearching && !disabled,
    retry: false,
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
  const options: TradeFormSecurity[] = isSearching ? (results.data ?? []) : [];

  return (
    <Autocomplete<TradeFormSecurity, false, false, false>
      value={value}
      onChange={(_, next) => onChange(next)}
      onInputChange={(_, next, reason) => {
        if (reason === 'input' || reason === 'clear') setText(next);
      }}
      onBlur={onBlur}
      options={options}
      disabled={disabled}
      filterOptions={(found) => found}
      getOptionLabel={describeSecurity}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      autoHighlight
      loading={isSearching && results.isFetching}
      noOptionsText={typed ? 'No matching securities' : 'Type a symbol or name'}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1.5 }}>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography sx={{ fontWeight: 700 }}>{option.symbol ?? option.name}</Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {option.name}
            </Typography>
          </Box>
          {option.exchange && <Chip label={option.exchange} size="small" variant="outlined" />}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label={label}
          required
          autoFocus={autoFocus}
          placeholder="Search by symbol or name"
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
