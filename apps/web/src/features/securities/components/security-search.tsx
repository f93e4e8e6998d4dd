import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, Box, Chip, InputAdornment, TextField, Typography } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import type { SecuritySummary } from '@tradecircle/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { securityPath } from '../../../app/route-names.ts';
import { searchSecurities, securityKeys } from '../api.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { reportSearchError } from '../search-errors.ts';

export const SEARCH_DEBOUNCE_MS = 200;

interface SecuritySearchProps {
  autoFocus?: boolean;
  /** Called after navigating to a security (e.g. to close the dialog holding the box). */
  onNavigate?: () => void;
  sx?: SxProps<Theme>;
}

async function search(text: string, signal: AbortSignal): Promise<SecuritySummary[]> {
  try {
    return await searchSecurities(text, signal);
  } catch (error) {
    reportSearchError(error);
    throw error;
  }
}

/** Search-as-you-type over symbols and names; choosing a result opens its security page. */
export function SecuritySearch({ autoFocus, onNavigate, sx }: SecuritySearchProps) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const isActive = debounced !== '' && text.trim() !== '';
  const results = useQuery({
    queryKey: securityKeys.search(debounced),
    queryFn: ({ signal }) => search(debounced, signal),
    enabled: isActive,
    retry: false,
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
  const options = isActive ? (results.data ?? []) : [];

  const handleChoose = (security: SecuritySummary | null) => {
    if (!security) return;
    setText('');
    navigate(securityPath(security.symbol, security.exchange));
    onNavigate?.();
  };

  return (
    <Autocomplete<SecuritySummary, false, false, false>
      options={options}
      value={null}
      inputValue={text}
      onInputChange={(_, value, reason) => {
        if (reason !== 'reset') setText(value);
      }}
      onChange={(_, value) => handleChoose(value)}
      filterOptions={(found) => found}
      getOptionLabel={(option) => option.symbol}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      autoHighlight
      blurOnSelect
      loading={results.isFetching}
      noOptionsText={text.trim() ? 'No matching securities' : 'Type a symbol or name'}
      popupIcon={null}
      sx={sx}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1.5 }}>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography sx={{ fontWeight: 700 }}>{option.symbol}</Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {option.name}
            </Typography>
          </Box>
          <Chip label={option.exchange} size="small" variant="outlined" />
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          id={params.id}
          disabled={params.disabled}
          fullWidth={params.fullWidth}
          size="small"
          placeholder="Search stocks"
          autoFocus={autoFocus}
          slotProps={{
            htmlInput: { ...params.inputProps, 'aria-label': 'Search securities' },
            input: {
              ...params.InputProps,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
