import { TextField } from '@mui/material';

/** A filter bar's date box (a range's From or To): the label stays above, the value is YYYY-MM-DD. */
export function FilterDateField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      size="small"
      type="date"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
