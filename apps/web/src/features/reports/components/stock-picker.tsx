import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { searchSecurities } from '../api.ts';
import type { ReportStockChoice } from '../upload-schema.ts';

const SEARCH_DEBOUNCE_MS = 300;

interface StockPickerProps {
  value: ReportStockChoice | null;
  onChange: (value: ReportStockChoice | null) => void;
  onBlur?: () => void;
  error?: string;
  inputRef?: React.Ref<HTMLInputElement>;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export const describeStock = (stock: ReportStockChoice) =>
  `${stock.symbol} · ${stock.name}${stock.exchange ? ` (${stock.exchange})` : ''}`;

/** Search-as-you-type over api/trade/security_search/{text}. */
export function StockPicker({ value, onChange, onBlur, error, inputRef }: StockPickerProps) {
  const [text, setText] = useState('');
  const query = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const results = useQuery({
    queryKey: ['reports', 'security-search', query],
    queryFn: ({ signal }) => searchSecurities(query, signal),
    enabled: query.length > 0,
    staleTime: 60_000,
  });

  return (
    <Autocomplete
      value={value}
      onChange={(_, next) => onChange(next)}
      onInputChange={(_, next, reason) => {
        if (reason === 'input') setText(next);
      }}
      onBlur={onBlur}
      options={results.data ?? []}
      filterOptions={(options) => options}
      getOptionLabel={describeStock}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      loading={results.isFetching}
      noOptionsText={query ? 'No stock found' : 'Type a stock name or symbol'}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label="Stock"
          required
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
