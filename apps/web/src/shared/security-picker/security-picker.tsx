import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, Box, Chip, InputAdornment, TextField, Typography } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import type { SecuritySummary } from '@tradecircle/domain';
import { type Ref, useState } from 'react';
import { useDebouncedValue } from '../ui/use-debounced-value.ts';
import { reportSearchError } from './search-errors.ts';
import { searchSecurities, securitySearchKey } from './security-search-api.ts';

export const SEARCH_DEBOUNCE_MS = 200;

/** A security as a form holds it: the search's answers, or a trade's or report's own security. */
export interface PickedSecurity {
  id: number;
  name: string;
  symbol?: string;
  exchange?: string;
}

/** `RELIANCE · Reliance Industries Ltd`: a chosen security in a form's box and the trade review. */
export function describeSecurity(security: PickedSecurity): string {
  return security.symbol ? `${security.symbol} · ${security.name}` : security.name;
}

/**
 * `RELIANCE · Reliance Industries Ltd (NSE)`: each option's accessible name (the same symbol is listed
 * on NSE and BSE) and the research report form's chosen stock.
 */
export const describeWithExchange = (security: PickedSecurity) =>
  security.exchange ? `${describeSecurity(security)} (${security.exchange})` : describeSecurity(security);

export interface SecurityPickerProps {
  /**
   * 'field' (the default): a form's box holding the chosen `value`, shown as `describe(value)`.
   * 'search': a search box (the header's), which holds no choice and empties itself once one is made.
   */
  variant?: 'field' | 'search';
  value?: PickedSecurity | null;
  /** A security from the search's answers, or null when a form's field is cleared. */
  onChange: (security: SecuritySummary | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** A field's label; a search box has none and is named by `ariaLabel`. */
  label?: string;
  ariaLabel?: string;
  placeholder?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  error?: string;
  /** The chosen security's text in the box (describeSecurity by default). */
  describe?: (security: PickedSecurity) => string;
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

/**
 * The one security picker: search-as-you-type over api/trade/security_search/{text} (name or symbol,
 * case-insensitive, on the server), 200 ms after typing stops. Empty text clears the list; a newer
 * search aborts the one in flight; a failure shows its status text in a snackbar. Used by the header's
 * search (securities), the trade and poll forms and the research report upload.
 */
export function SecurityPicker({
  variant = 'field',
  value = null,
  onChange,
  onBlur,
  inputRef,
  label,
  ariaLabel,
  placeholder = 'Search by symbol or name',
  disabled,
  autoFocus,
  error,
  describe = describeSecurity,
  sx,
}: SecurityPickerProps) {
  const isSearchBox = variant === 'search';
  const [text, setText] = useState('');
  const typed = text.trim();
  const debounced = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const isSearching = typed !== '' && debounced !== '';
  const results = useQuery({
    queryKey: securitySearchKey(debounced),
    queryFn: ({ signal }) => search(debounced, signal),
    enabled: isSearching && !disabled,
    retry: false,
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
  const options: PickedSecurity[] = isSearching ? (results.data ?? []) : [];

  return (
    <Autocomplete<PickedSecurity, false, false, false>
      value={isSearchBox ? null : value}
      // A search box keeps the typed text itself, so choosing (a 'reset' to the label) can empty it.
      {...(isSearchBox ? { inputValue: text } : {})}
      onInputChange={(_, next, reason) => {
        if (isSearchBox ? reason !== 'reset' : reason === 'input' || reason === 'clear') setText(next);
      }}
      // The options are the search's answers, so whatever is chosen is one of them.
      onChange={(_, next) => {
        if (isSearchBox && next) setText('');
        onChange(next as SecuritySummary | null);
      }}
      onBlur={onBlur}
      options={options}
      disabled={disabled}
      filterOptions={(found) => found}
      getOptionLabel={isSearchBox ? (option) => option.symbol ?? option.name : describe}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      autoHighlight
      blurOnSelect={isSearchBox}
      loading={isSearching && results.isFetching}
      noOptionsText={typed ? 'No matching securities' : 'Type a symbol or name'}
      {...(isSearchBox ? { popupIcon: null } : {})}
      sx={sx}
      renderOption={({ key, ...props }, option) => (
        <Box
          component="li"
          key={key}
          {...props}
          // The header's search names an option by what it shows; a form's field by its full description.
          aria-label={isSearchBox ? undefined : describeWithExchange(option)}
          sx={{ gap: 1.5 }}
        >
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography sx={{ fontWeight: 700 }} noWrap>
              {option.symbol ?? option.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {option.name}
            </Typography>
          </Box>
          {option.exchange && (
            <Chip label={option.exchange} size="small" variant="outlined" sx={{ flexShrink: 0 }} />
          )}
        </Box>
      )}
      renderInput={(params) =>
        isSearchBox ? (
          <TextField
            id={params.id}
            disabled={params.disabled}
            fullWidth={params.fullWidth}
            size="small"
            placeholder={placeholder}
            autoFocus={autoFocus}
            slotProps={{
              htmlInput: { ...params.inputProps, 'aria-label': ariaLabel },
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
        ) : (
          <TextField
            {...params}
            inputRef={inputRef}
            label={label}
            required
            autoFocus={autoFocus}
            placeholder={placeholder}
            error={Boolean(error)}
            helperText={error}
          />
        )
      }
    />
  );
}
