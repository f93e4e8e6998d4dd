import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import {
  Box,
  FormControl,
  FormHelperText,
  IconButton,
  InputAdornment,
  InputLabel,
  OutlinedInput,
} from '@mui/material';
import { type ChangeEvent, type ReactNode, useId, useRef, useState } from 'react';
import { INDIAN_DATE_PLACEHOLDER, indianDateToIso, isoToIndianDate, maskIndianDate } from './indian-date.ts';

export interface DateFieldProps {
  label: string;
  /** `YYYY-MM-DD`, or '' for none. */
  value: string;
  /** A whole, real date as `YYYY-MM-DD`; '' once the box is emptied or no longer holds one. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  /** Earliest allowed day, `YYYY-MM-DD`: an earlier one is marked as an error. */
  min?: string;
  size?: 'small' | 'medium';
  required?: boolean;
  fullWidth?: boolean;
  error?: boolean;
  helperText?: ReactNode;
}

/**
 * Dates typed and shown in the Indian order, dd/mm/yyyy, whatever the browser's language (a native
 * date box follows the browser's and showed mm/dd/yyyy). The value in and out stays `YYYY-MM-DD`,
 * '' for none. The calendar button opens the browser's own picker.
 */
export function DateField({
  label,
  value,
  onChange,
  onBlur,
  name,
  min,
  size,
  required,
  fullWidth,
  error,
  helperText,
}: DateFieldProps) {
  const [text, setText] = useState(() => isoToIndianDate(value));
  // A value set from outside (Clear filter, a form reset) replaces the text; the text's own changes do not.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if ((indianDateToIso(text) ?? '') !== value) setText(isoToIndianDate(value));
  }
  const picker = useRef<HTMLInputElement>(null);
  const pickerId = useId();
  const typedIso = text.length === 10 ? indianDateToIso(text) : null;
  const isNotADate = text.length === 10 && typedIso === null;
  const isTooEarly = typedIso !== null && min !== undefined && typedIso < min;

  const accept = (next: string) => {
    setText(next);
    const iso = next.length === 10 ? indianDateToIso(next) : null;
    const emitted = iso ?? '';
    setShownValue(emitted);
    if (emitted !== value) onChange(emitted);
  };

  const inputId = `${pickerId}-text`;
  const helperId = helperText ? `${pickerId}-helper` : undefined;
  const isError = Boolean(error) || isNotADate || isTooEarly;
  // Built from FormControl and OutlinedInput, not TextField: TextField brings MUI's Select along.
  return (
    <FormControl size={size} required={required} fullWidth={fullWidth} error={isError} variant="outlined">
      <InputLabel htmlFor={inputId} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={inputId}
        name={name}
        label={label}
        notched
        value={text}
        placeholder={INDIAN_DATE_PLACEHOLDER}
        onChange={(event) => accept(maskIndianDate(event.target.value))}
        onBlur={onBlur}
        inputProps={{
          inputMode: 'numeric',
          autoComplete: 'off',
          maxLength: 10,
          'aria-describedby': helperId,
          'aria-description': 'Day, month and year, as dd/mm/yyyy',
          title: isNotADate ? 'Not a date on the calendar' : undefined,
        }}
        endAdornment={
          <InputAdornment position="end" sx={{ position: 'relative' }}>
            <IconButton
              edge="end"
              size="small"
              aria-label={`Choose ${label.toLowerCase()} from a calendar`}
              onClick={() => {
                const input = picker.current;
                if (!input) return;
                if (typeof input.showPicker === 'function') input.showPicker();
                else input.click();
              }}
            >
              <CalendarMonthOutlinedIcon fontSize="small" />
            </IconButton>
            {/* The browser's picker, anchored under the button; its own box is never shown. */}
            <Box
              component="input"
              ref={picker}
              id={pickerId}
              type="date"
              tabIndex={-1}
              aria-hidden
              value={typedIso ?? value}
              min={min}
              onChange={(event: ChangeEvent<HTMLInputElement>) => accept(isoToIndianDate(event.target.value))}
              sx={{
                position: 'absolute',
                right: 0,
                bottom: 0,
                width: 1,
                height: 1,
                opacity: 0,
                pointerEvents: 'none',
                border: 0,
                p: 0,
              }}
            />
          </InputAdornment>
        }
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
