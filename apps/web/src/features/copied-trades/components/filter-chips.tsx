import { Chip, Stack, Typography } from '@mui/material';

/** One row of choice chips (All / Open / Closed): the chosen one filled and pressed. */
export function FilterChips<Value extends string>({
  label,
  labels,
  value,
  onChange,
}: {
  label: string;
  labels: Record<Value, string>;
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={label}
      spacing={1}
      sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 48 }}>
        {label}
      </Typography>
      {(Object.keys(labels) as Value[]).map((option) => (
        <Chip
          key={option}
          label={labels[option]}
          color={option === value ? 'primary' : 'default'}
          variant={option === value ? 'filled' : 'outlined'}
          aria-pressed={option === value}
          onClick={() => onChange(option)}
        />
      ))}
    </Stack>
  );
}
