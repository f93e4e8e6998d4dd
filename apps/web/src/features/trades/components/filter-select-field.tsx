import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { ALL } from './filter-choices.ts';
import type { FilterSelectProps } from './filter-select.tsx';

/** The filter box itself: MUI's Select with All, then the options (loaded by FilterSelect). */
export function FilterSelectField({ label, value, options, onChange, sx }: FilterSelectProps) {
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
