import { FormControl, InputLabel, MenuItem, Select, type SxProps, type Theme } from '@mui/material';
import { ALL } from './filter-choices.ts';

/** A trade list's filter box: All, then the options; one value. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  sx,
}: {
  label: string;
  value: string;
  options: readonly { label: string; value: string }[];
  onChange: (value: string) => void;
  sx?: SxProps<Theme>;
}) {
  const id = `trade-filter-${label.toLowerCase().replace(/\W+/g, '-')}`;
  // Until a list (the durations) arrives the chosen value has no option; MUI warns about such a value.
  const known = value === ALL || options.some((option) => option.value === value);
  return (
    <FormControl size="small" sx={sx}>
      <InputLabel id={id}>{label}</InputLabel>
      <Select
        labelId={id}
        label={label}
        value={known ? value : ALL}
        onChange={(event) => onChange(event.target.value)}
      >
        <MenuItem value={ALL}>All</MenuItem>
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
