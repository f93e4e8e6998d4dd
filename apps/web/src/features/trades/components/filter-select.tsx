import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import type { SxProps, Theme } from '@mui/material';
import { lazy, Suspense } from 'react';
import { withTimeout } from '../../../shared/lazy/lazy-page.ts';
import { OutlinedFieldPlaceholder } from '../../../shared/ui/outlined-field-placeholder.tsx';
import { ALL } from './filter-choices.ts';

export interface FilterSelectProps {
  label: string;
  value: string;
  options: readonly { label: string; value: string }[];
  onChange: (value: string) => void;
  sx?: SxProps<Theme>;
}

// MUI's Select brings its menu, popover, modal and transitions (~20 kB compressed): not part of a
// page's first script. Asked for as soon as a filter bar's code runs, so it is there by the time a
// list has loaded; until then a box drawn the same way holds its place.
const loadField = () => import('./filter-select-field.tsx');
const FilterSelectField = lazy(() =>
  withTimeout(loadField()).then((module) => ({ default: module.FilterSelectField })),
);

/** A trade list's filter box: All, then the options; one value. */
export function FilterSelect(props: FilterSelectProps) {
  return (
    <Suspense fallback={<FilterSelectPlaceholder {...props} />}>
      <FilterSelectField {...props} />
    </Suspense>
  );
}

/** The closed filter box as MUI's small outlined Select draws it, label in the notch: no layout shift. */
function FilterSelectPlaceholder({ label, value, options, sx }: FilterSelectProps) {
  const shown = value === ALL ? 'All' : (options.find((option) => option.value === value)?.label ?? 'All');
  return <OutlinedFieldPlaceholder label={label} text={shown} endIcon={<ArrowDropDownIcon />} sx={sx} />;
}

// A failure here shows when the box itself asks (the lazy import above).
loadField().catch(() => {});
