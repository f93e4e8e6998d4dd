import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import { lazy, Suspense } from 'react';
import { withTimeout } from '../../../shared/lazy/lazy-page.ts';
import { INDIAN_DATE_PLACEHOLDER, isoToIndianDate } from '../../../shared/ui/indian-date.ts';
import { OutlinedFieldPlaceholder } from '../../../shared/ui/outlined-field-placeholder.tsx';

// The date box (MUI's outlined input, label and adornment) loads beside the list, like FilterSelect.
const loadField = () => import('../../../shared/ui/date-field.tsx');
const DateField = lazy(() => withTimeout(loadField()).then((module) => ({ default: module.DateField })));

/** A filter bar's date box (a range's From or To): dd/mm/yyyy on screen, the value YYYY-MM-DD. */
export function FilterDateField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const shown = isoToIndianDate(value);
  return (
    <Suspense
      fallback={
        <OutlinedFieldPlaceholder
          label={label}
          text={shown || INDIAN_DATE_PLACEHOLDER}
          isHint={!shown}
          endIcon={<CalendarMonthOutlinedIcon fontSize="small" />}
          sx={{ width: 190 }}
        />
      }
    >
      <DateField size="small" label={label} value={value} onChange={onChange} />
    </Suspense>
  );
}

// A failure here shows when the box itself asks (the lazy import above).
loadField().catch(() => {});
