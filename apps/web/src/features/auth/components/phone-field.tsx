import { InputAdornment, TextField } from '@mui/material';
import { MOBILE_COUNTRY_PREFIX, MOBILE_NUMBER_LENGTH } from '@tradecircle/domain';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { digitsOnly } from '../schemas.ts';

interface PhoneFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  autoFocus?: boolean;
}

/** Mobile number: +91 shown as a prefix, digits only (others are dropped as typed), at most 10. */
export function PhoneField<T extends FieldValues>({ control, name, autoFocus }: PhoneFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          onChange={(event) => field.onChange(digitsOnly(event.target.value, MOBILE_NUMBER_LENGTH))}
          label="Mobile number"
          type="tel"
          autoComplete="tel-national"
          autoFocus={autoFocus}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? ' '}
          slotProps={{
            input: {
              startAdornment: <InputAdornment position="start">{MOBILE_COUNTRY_PREFIX}</InputAdornment>,
            },
            htmlInput: { inputMode: 'numeric', maxLength: MOBILE_NUMBER_LENGTH },
          }}
        />
      )}
    />
  );
}
