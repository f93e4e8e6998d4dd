import { Autocomplete, Box, Button, TextField } from '@mui/material';
import type { OrderStatus } from '@tradecircle/domain';
import { type UIEvent, useMemo } from 'react';
import { useOwnGroupDropdown } from '../../groups/index.ts';
import { ALL, FilterDateField, FilterSelect } from '../../trades/index.ts';
import {
  hasTransactionFilters,
  NO_TRANSACTION_FILTERS,
  TRANSACTION_STATUS_CHOICES,
  type TransactionFilters,
} from '../transaction-filters.ts';

interface GroupOption {
  id: number;
  name: string;
}

/**
 * The expert's own groups, PAGE_SIZE.groupDropdown (10) at a time: the next page loads when the
 * open list is scrolled near its end.
 */
function GroupFilter({ value, onChange }: { value: string; onChange: (groupId: string) => void }) {
  const groups = useOwnGroupDropdown();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = groups;
  const options = useMemo<GroupOption[]>(
    () => (groups.data?.pages ?? []).flatMap((page) => page.groups.map(({ id, name }) => ({ id, name }))),
    [groups.data],
  );
  const selected = options.find((option) => String(option.id) === value) ?? null;
  const handleScroll = (event: UIEvent<HTMLElement>) => {
    const list = event.currentTarget;
    if (hasNextPage && !isFetchingNextPage && list.scrollTop + list.clientHeight >= list.scrollHeight - 40) {
      void fetchNextPage();
    }
  };
  return (
    <Autocomplete
      size="small"
      options={options}
      value={selected}
      loading={groups.isPending || isFetchingNextPage}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_event, option) => onChange(option ? String(option.id) : '')}
      slotProps={{ listbox: { onScroll: handleScroll } }}
      noOptionsText="You have no groups"
      renderInput={(params) => <TextField {...params} label="Group" placeholder="All groups" />}
      sx={{ gridColumn: { xs: 'span 2', md: 'auto' } }}
    />
  );
}

/** Group (Groups tab only), date range and status; Clear filter once any is set. Two columns on phones. */
export function TransactionFilterBar({
  value,
  onChange,
  showGroup,
}: {
  value: TransactionFilters;
  onChange: (value: TransactionFilters) => void;
  showGroup: boolean;
}) {
  const set = (key: 'groupId' | 'from' | 'to') => (next: string) => onChange({ ...value, [key]: next });
  return (
    <Box
      role="group"
      aria-label="Transaction filters"
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: `${showGroup ? 'minmax(0, 240px) ' : ''}repeat(2, minmax(0, 170px)) minmax(0, 200px) auto`,
        },
        gap: 1.5,
        alignItems: 'center',
      }}
    >
      {showGroup && <GroupFilter value={value.groupId} onChange={set('groupId')} />}
      <FilterDateField label="From" value={value.from} onChange={set('from')} />
      <FilterDateField label="To" value={value.to} onChange={set('to')} />
      <FilterSelect
        label="Status"
        value={value.status || ALL}
        onChange={(next) => onChange({ ...value, status: next === ALL ? '' : (next as OrderStatus) })}
        options={TRANSACTION_STATUS_CHOICES}
        sx={{ gridColumn: { xs: 'span 2', md: 'auto' } }}
      />
      {hasTransactionFilters(value) && (
        <Button
          onClick={() => onChange(NO_TRANSACTION_FILTERS)}
          sx={{ gridColumn: { xs: 'span 2', md: 'auto' }, justifySelf: 'start' }}
        >
          Clear filter
        </Button>
      )}
    </Box>
  );
}
